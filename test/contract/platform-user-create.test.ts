import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, type Tokens, uniqueAccount, uniquePhone } from '../support/client.ts';
import { scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

/** Issue 19 item 2: administrators create users (cloud/platformUser submit and submitUser). */
const PATHS = ['/api/cloud/platformUser/submit', '/api/cloud/platformUser/submitUser'];
const fresh = () => ({ account: uniqueAccount('made'), phone: uniquePhone(), password: STRONG_PASSWORD });

describe('creating platform users', () => {
  let admin: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('answers 401 signed out, 403 to users, and 403 to an administrator without the user scope', async () => {
    const user = await newUser();
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['loginLog'] });
    const auditor = await signIn(who.account, STRONG_PASSWORD);
    for (const path of PATHS) {
      const body = fresh();
      expect((await call(path, { body })).status, path).toBe(401);
      expect((await call(path, { body, token: user.access_token })).status, path).toBe(403);
      expect((await call(path, { body, token: auditor.access_token })).status, path).toBe(403);
      // None of the refused calls made the user.
      const made = await call(path, { body, token: admin.access_token });
      expect(made.status, made.body.msg).toBe(200);
    }
  });

  it('validates the name, phone, password, e-mail and roles, and writes nothing on refusal', async () => {
    const bad = [
      [{ ...fresh(), phone: '123' }, 'Please enter a valid phone number (1 followed by 10 digits).'],
      [{ ...fresh(), password: 'short1' }, 'The password must be 8 to 16 characters.'],
      [
        { ...fresh(), password: 'onlyletters' },
        'The password must use at least two of: digits, letters, special characters.',
      ],
      [{ ...fresh(), account: '123456' }, undefined],
      [{ ...fresh(), email: 'not-mail' }, 'Please enter a valid e-mail address.'],
      [{ ...fresh(), realName: 'x'.repeat(51) }, 'The real name is at most 50 characters'],
    ] as const;
    for (const [body, msg] of bad) {
      const res = await call(PATHS[0]!, { body, token: admin.access_token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (msg) expect(res.body.msg).toContain(msg);
    }
    const unknownRole = await call(PATHS[0]!, {
      body: { ...fresh(), roleIds: ['1999999999999999999'] },
      token: admin.access_token,
    });
    expect(unknownRole.status).toBe(404);

    const first = fresh();
    expect((await call(PATHS[0]!, { body: first, token: admin.access_token })).status).toBe(200);
    const sameName = await call(PATHS[0]!, {
      body: { ...fresh(), account: first.account },
      token: admin.access_token,
    });
    expect(sameName.status).toBe(409);
    const samePhone = { ...fresh(), phone: first.phone };
    expect((await call(PATHS[1]!, { body: samePhone, token: admin.access_token })).status).toBe(409);
    // The refused call reserved nothing: its name is still free.
    const retry = await call(PATHS[1]!, {
      body: { ...samePhone, phone: uniquePhone() },
      token: admin.access_token,
    });
    expect(retry.status, retry.body.msg).toBe(200);
    const zh = await call(PATHS[0]!, {
      body: { ...fresh(), realName: 'x'.repeat(51) },
      token: admin.access_token,
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('真实姓名最多 50 个字符');
  });

  it('makes a user who signs in with the password, on the free tier; a back-office role makes an administrator', async () => {
    const plain = { ...fresh(), realName: 'Made By Admin', email: `${uniqueAccount('m')}@example.com` };
    const made = await call<{ userId: string; account: string }>(PATHS[0]!, {
      body: plain,
      token: admin.access_token,
    });
    expect(made.status, made.body.msg).toBe(200);
    expect(made.body.data.account).toBe(plain.account);
    const tokens = await signIn(plain.account, plain.password);
    const space = await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', {
      token: tokens.access_token,
    });
    expect(space.body.data.memberTier).toBe('nonMember');
    expect((await call('/api/cloud/loginLog/online', { token: tokens.access_token })).status).toBe(403);

    const { role } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['loginLog'] });
    const operator = { ...fresh(), roleIds: [role.id] };
    const res = await call(PATHS[1]!, { body: operator, token: admin.access_token });
    expect(res.status, res.body.msg).toBe(200);
    const opTokens = await signIn(operator.account, operator.password);
    expect((await call('/api/cloud/loginLog/online', { token: opTokens.access_token })).status).toBe(200);
    expect((await call('/api/cloud/platformUser/list', { token: opTokens.access_token })).status).toBe(403);
  });
});
