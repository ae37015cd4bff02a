import type { Page } from '@loopline/shared';
import type { TenantSaved, TenantView } from '@loopline/shared/contracts/org';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  latestCode,
  STRONG_PASSWORD,
  signIn,
  type Tokens,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';
import { adminCall } from '../support/console.ts';
import { adminTokens } from '../support/notices.ts';

const tag = () => Math.random().toString(36).slice(2, 8);

interface AdminUserRow {
  userId: string;
  account: string;
}

/** A new tenant holding `limit` accounts, and its first administrator (who takes one) signed in. */
async function limitedTenant(platform: Tokens, limit: number) {
  const adminAccount = uniqueAccount('lim');
  const saved = await adminCall<TenantSaved>(platform, '/api/blade-system/tenant/submit', {
    tenantName: `Limited ${tag()}`,
    accountNumber: limit,
    adminAccount,
    adminPhone: uniquePhone(),
  });
  const tokens = await signIn(adminAccount, saved.admin!.password, saved.tenantId);
  return { saved, tokens };
}

const createIn = (tokens: Tokens, lang: 'en' | 'zh' = 'en') =>
  call<{ userId: string }>('/api/cloud/platformUser/submit', {
    token: tokens.access_token,
    lang,
    body: { account: uniqueAccount('seat'), phone: uniquePhone(), password: STRONG_PASSWORD },
  });

async function tenantUsers(tokens: Tokens): Promise<AdminUserRow[]> {
  return (await adminCall<Page<AdminUserRow>>(tokens, '/api/cloud/platformUser/list?current=1&size=1000'))
    .records;
}

describe('a tenant’s account limit (blade-system/tenant accountNumber)', () => {
  let platform: Tokens;
  beforeAll(async () => {
    platform = await adminTokens();
  });

  it('refuses a limit of 0 with a 4xx and makes no tenant', async () => {
    const res = await call('/api/blade-system/tenant/submit', {
      token: platform.access_token,
      body: {
        tenantName: 'Zero',
        accountNumber: 0,
        adminAccount: uniqueAccount('z'),
        adminPhone: uniquePhone(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('-1');
  });

  it('holds under concurrent creations: exactly the free places are taken, the rest get a translated 400', async () => {
    const { saved, tokens } = await limitedTenant(platform, 4);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => createIn(tokens)));
    const made = attempts.filter((r) => r.status === 200);
    const refused = attempts.filter((r) => r.status !== 200);
    expect(made).toHaveLength(3);
    expect(refused.every((r) => r.status === 400)).toBe(true);
    expect(refused[0]!.body.msg).toBe(
      'This tenant already holds its limit of 4 accounts; no more can be created',
    );
    // Nothing half-written: the tenant holds its administrator and the three made, no more.
    expect(await tenantUsers(tokens)).toHaveLength(4);
    const detail = await adminCall<TenantView>(
      platform,
      `/api/blade-system/tenant/detail?tenantId=${saved.tenantId}`,
    );
    expect(detail).toMatchObject({ accountNumber: 4, accountUsed: 4 });
    const zh = await createIn(tokens, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('该租户的账号数量已达上限（4 个），无法再创建账号');
  });

  it('counts sign-ups too, and deleting a user frees a place', async () => {
    const { saved, tokens } = await limitedTenant(platform, 2);
    // Self sign-up into the tenant takes the second place.
    const phone = uniquePhone();
    const sent = await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: saved.tenantId, phone } });
    expect(sent.status).toBe(200);
    const account = uniqueAccount('signup');
    const registered = await call('/api/cloud/user/register', {
      body: {
        tenantId: saved.tenantId,
        account,
        phone,
        code: await latestCode(phone),
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(registered.status, registered.body.msg).toBe(200);
    // Full now: no code is sent, and the administrator cannot add one either.
    const refusedCode = await call('/api/cloud/user/sendRegisterSms', {
      body: { tenantId: saved.tenantId, phone: uniquePhone() },
    });
    expect(refusedCode.status).toBe(400);
    expect((await createIn(tokens)).status).toBe(400);
    // Deleting the signed-up user frees its place.
    const signedUp = (await tenantUsers(tokens)).find((u) => u.account === account)!;
    await adminCall(tokens, '/api/cloud/platformUser/delete', { userId: signedUp.userId });
    const used = async () =>
      (await adminCall<TenantView>(platform, `/api/blade-system/tenant/detail?tenantId=${saved.tenantId}`))
        .accountUsed;
    expect(await used()).toBe(1);
    expect((await createIn(tokens)).status).toBe(200);
    expect((await createIn(tokens)).status).toBe(400);
  });

  it('takes effect when a limit is set later, counting the users already there; -1 lifts it', async () => {
    const { saved, tokens } = await limitedTenant(platform, -1);
    for (let i = 0; i < 2; i++) expect((await createIn(tokens)).status).toBe(200);
    const { admin: _admin, ...fields } = saved;
    await adminCall(platform, '/api/blade-system/tenant/submit', { ...fields, accountNumber: 3 });
    expect((await createIn(tokens)).status).toBe(400);
    await adminCall(platform, '/api/blade-system/tenant/submit', { ...fields, accountNumber: -1 });
    expect((await createIn(tokens)).status).toBe(200);
  });
});
