import type { Page } from '@loopline/shared';
import type { PlatformUserDetail } from '@loopline/shared/contracts/console';
import type { TenantSaved } from '@loopline/shared/contracts/org';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  passwordSignIn,
  STRONG_PASSWORD,
  signIn,
  type Tokens,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';
import { adminCall, scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

/** Issue 19: the blade-user administrator rows, over the cloud/platformUser services. */
const P = '/api/blade-user';
const INIT_PASSWORD = 'Start#2468';
const tag = () => Math.random().toString(36).slice(2, 8);

interface Row {
  userId: string;
  account: string;
  status: number;
}

/** A fresh tenant (holding `limit` accounts) and its first administrator, signed in. */
async function tenant(platform: Tokens, limit = -1) {
  const adminAccount = uniqueAccount('bu');
  const saved = await adminCall<TenantSaved>(platform, '/api/blade-system/tenant/submit', {
    tenantName: `Blade ${tag()}`,
    accountNumber: limit,
    adminAccount,
    adminPhone: uniquePhone(),
  });
  return {
    tenantId: saved.tenantId,
    admin: await signIn(adminAccount, saved.admin!.password, saved.tenantId),
  };
}

const as = (tokens: Tokens, lang: 'en' | 'zh' = 'en') => ({ token: tokens.access_token, lang });
const fresh = () => ({ account: uniqueAccount('bu'), phone: uniquePhone(), password: STRONG_PASSWORD });

async function page(tokens: Tokens, keyword = '') {
  return adminCall<Page<Row>>(tokens, `${P}/page?current=1&size=1000&keyword=${keyword}`);
}

describe('blade-user administrator rows', () => {
  let platform: Tokens;
  let a: { tenantId: string; admin: Tokens };
  let b: { tenantId: string; admin: Tokens };

  beforeAll(async () => {
    platform = await adminTokens();
    a = await tenant(platform, 4);
    b = await tenant(platform);
    await adminCall(a.admin, '/api/blade-system/param/submit', {
      paramName: 'Initial password',
      paramKey: 'account.initPassword',
      paramValue: INIT_PASSWORD,
      remark: 'reset and guest accounts',
    });
  });

  it('answers 401 signed out, 403 to users and to an administrator without the user scope', async () => {
    const user = await newUser();
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['loginLog'] });
    const auditor = await signIn(who.account, STRONG_PASSWORD);
    const routes: [string, 'GET' | 'POST', unknown][] = [
      [`${P}/page`, 'GET', undefined],
      [`${P}/detail?id=${who.userId}`, 'GET', undefined],
      [`${P}/submit`, 'POST', fresh()],
      [`${P}/remove`, 'POST', { ids: [who.userId] }],
      [`${P}/reset-password`, 'POST', { ids: [who.userId] }],
      [`${P}/unlock`, 'POST', { ids: [who.userId] }],
      [`${P}/register-guest`, 'POST', { account: uniqueAccount('g'), phone: uniquePhone() }],
    ];
    for (const [path, method, body] of routes) {
      expect((await call(path, { method, body })).status, path).toBe(401);
      expect((await call(path, { method, body, token: user.access_token })).status, path).toBe(403);
      const denied = await call(path, { method, body, token: auditor.access_token });
      expect(denied.status, path).toBe(403);
    }
    // None of the refused calls wrote: the auditor can still sign in with their password.
    await signIn(who.account, STRONG_PASSWORD);
  });

  it('creates through the account rules (tenant limit included), pages, shows and changes users', async () => {
    const made = await call<{ userId: string }>(`${P}/submit`, {
      ...as(a.admin),
      body: { ...fresh(), realName: 'First' },
    });
    expect(made.status, made.body.msg).toBe(200);
    const id = made.body.data.userId;
    const detail = await adminCall<PlatformUserDetail>(a.admin, `${P}/detail?id=${id}`);
    expect(detail.realName).toBe('First');

    const renamed = uniqueAccount('bn');
    const changed = await call(`${P}/submit`, {
      ...as(a.admin),
      body: { id, account: renamed, realName: 'Second' },
    });
    expect(changed.status, changed.body.msg).toBe(200);
    const after = await adminCall<PlatformUserDetail>(a.admin, `${P}/detail?id=${id}`);
    expect([after.account, after.realName]).toEqual([renamed, 'Second']);
    expect((await page(a.admin, renamed)).records.map((r) => r.userId)).toEqual([id]);

    // Bad input: 4xx, nothing written.
    const bad = [
      { account: uniqueAccount('x'), phone: uniquePhone() },
      { id, phone: uniquePhone() },
      { id, password: STRONG_PASSWORD },
      { ...fresh(), phone: '123' },
    ];
    for (const body of bad) {
      const res = await call(`${P}/submit`, { ...as(a.admin), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const zh = await call(`${P}/submit`, { ...as(a.admin, 'zh'), body: { id, password: STRONG_PASSWORD } });
    expect(zh.body.msg).toContain('手机号、邮箱和密码不在此修改');
    const other = fresh();
    await adminCall(a.admin, `${P}/submit`, other);
    const taken = await call(`${P}/submit`, { ...as(a.admin), body: { id, account: other.account } });
    expect(taken.status).toBe(409);
    expect((await adminCall<PlatformUserDetail>(a.admin, `${P}/detail?id=${id}`)).account).toBe(renamed);

    // The tenant holds 4 accounts: its administrator, these two users, one more; then the limit refuses.
    for (const n of [1]) {
      const res = await call(`${P}/submit`, { ...as(a.admin), body: fresh() });
      expect(res.status, `${n}: ${res.body.msg}`).toBe(200);
    }
    const before = (await page(a.admin)).total;
    const over = await call(`${P}/submit`, { ...as(a.admin), body: fresh() });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('limit of 4 accounts');
    expect((await page(a.admin)).total).toBe(before);
  });

  it('keeps tenants apart: another tenant’s users are neither listed, shown nor changed', async () => {
    const inB = await adminCall<{ userId: string }>(b.admin, `${P}/submit`, fresh());
    expect((await page(a.admin)).records.some((r) => r.userId === inB.userId)).toBe(false);
    expect((await call(`${P}/detail?id=${inB.userId}`, as(a.admin))).status).toBe(404);
    for (const path of ['remove', 'reset-password', 'unlock']) {
      const res = await call(`${P}/${path}`, { ...as(a.admin), body: { ids: [inB.userId] } });
      expect(res.status, path).toBe(404);
    }
    const rename = await call(`${P}/submit`, { ...as(a.admin), body: { id: inB.userId, realName: 'Nope' } });
    expect(rename.status).toBe(404);
    expect((await adminCall<PlatformUserDetail>(b.admin, `${P}/detail?id=${inB.userId}`)).status).toBe(1);
  });

  it('resets passwords to account.initPassword, and refuses where the parameter is not set', async () => {
    const body = fresh();
    const made = await adminCall<{ userId: string }>(b.admin, `${P}/submit`, body);
    const unset = await call(`${P}/reset-password`, { ...as(b.admin), body: { ids: [made.userId] } });
    expect(unset.status).toBe(400);
    expect(unset.body.msg).toContain('account.initPassword');
    await signIn(body.account, body.password, b.tenantId);

    const guest = await call<{ userId: string; account: string }>(`${P}/register-guest`, {
      ...as(a.admin),
      body: { account: uniqueAccount('g'), phone: uniquePhone(), realName: 'Guest' },
    });
    // Tenant a is full by now (previous test): the guest account is refused by the same limit.
    expect(guest.status).toBe(400);
  });

  it('opens guest accounts, resets, unlocks and removes users in a tenant with room', async () => {
    const c = await tenant(platform);
    await adminCall(c.admin, '/api/blade-system/param/submit', {
      paramName: 'Initial password',
      paramKey: 'account.initPassword',
      paramValue: INIT_PASSWORD,
      remark: 'reset and guest accounts',
    });
    const guestName = uniqueAccount('g');
    const guest = await adminCall<{ userId: string }>(c.admin, `${P}/register-guest`, {
      account: guestName,
      phone: uniquePhone(),
    });
    const guestTokens = await signIn(guestName, INIT_PASSWORD, c.tenantId);
    // A guest is an ordinary user, not an administrator.
    expect((await call(`${P}/page`, { token: guestTokens.access_token })).status).toBe(403);
    expect((await adminCall<PlatformUserDetail>(c.admin, `${P}/detail?id=${guest.userId}`)).isAdmin).toBe(
      false,
    );

    const body = fresh();
    const made = await adminCall<{ userId: string }>(c.admin, `${P}/submit`, body);
    const reset = await call(`${P}/reset-password`, { ...as(c.admin), body: { ids: made.userId } });
    expect(reset.status, reset.body.msg).toBe(200);
    expect((await passwordSignIn(body.account, body.password, { tenantId: c.tenantId })).status).not.toBe(
      200,
    );
    await signIn(body.account, INIT_PASSWORD, c.tenantId);

    // Locked by five failures, even the right password is refused until an administrator unlocks.
    for (let i = 0; i < 5; i++) await passwordSignIn(body.account, 'Wrong1234!', { tenantId: c.tenantId });
    const locked = await passwordSignIn(body.account, INIT_PASSWORD, { tenantId: c.tenantId });
    expect(locked.status).toBe(429);
    const unlocked = await call(`${P}/unlock`, { ...as(c.admin), body: { ids: [made.userId] } });
    expect(unlocked.status, unlocked.body.msg).toBe(200);
    await signIn(body.account, INIT_PASSWORD, c.tenantId);

    // Removing: oneself in the list refuses the whole request; then the user is deleted.
    const withSelf = await call(`${P}/remove`, {
      ...as(c.admin),
      body: { ids: [made.userId, c.admin.user_id] },
    });
    expect(withSelf.status).toBe(400);
    expect((await adminCall<PlatformUserDetail>(c.admin, `${P}/detail?id=${made.userId}`)).status).toBe(1);
    const removed = await call(`${P}/remove`, {
      ...as(c.admin),
      body: { ids: `${made.userId},${guest.userId}` },
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await adminCall<PlatformUserDetail>(c.admin, `${P}/detail?id=${made.userId}`)).status).toBe(2);
    expect((await passwordSignIn(guestName, INIT_PASSWORD, { tenantId: c.tenantId })).status).not.toBe(200);
    const again = await call(`${P}/unlock`, { ...as(c.admin), body: { ids: [made.userId] } });
    expect(again.status).toBe(400);
  });
});
