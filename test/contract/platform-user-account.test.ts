import type { PlatformUserDetail } from '@loopline/shared/contracts/console';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  latestCode,
  passwordSignIn,
  STRONG_PASSWORD,
  signIn,
  type Tokens,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';
import { adminCall, scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { person } from '../support/projects.ts';

const P = '/api/cloud/platformUser';

describe('platform users: delete, rename, and an administrator’s own phone and e-mail', () => {
  let admin: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
  });

  const detail = (userId: string) =>
    adminCall<PlatformUserDetail>(admin, `/api/cloud/user/info?userId=${userId}`);

  it('answers 401 signed out, 403 to users, and 403 to an administrator without the scope for user changes', async () => {
    const user = await newUser();
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const auditor = await signIn(who.account, STRONG_PASSWORD);
    const managing = [
      [`${P}/delete`, { userId: who.userId }],
      ['/api/cloud/user/delete', { userId: who.userId }],
      [`${P}/updateAccount`, { userId: who.userId, account: uniqueAccount('x') }],
    ] as const;
    const own = [
      [`${P}/sendChangeFirstCode`, {}],
      [`${P}/verifyChangeFirstCode`, { code: '0000' }],
      [`${P}/sendChangeTwoCode`, { phone: uniquePhone(), ticket: 't' }],
      [`${P}/verifyChangeTwoCode`, { phone: uniquePhone(), code: '0000', ticket: 't' }],
      [`${P}/sendSms`, { phone: uniquePhone(), ticket: 't' }],
      [`${P}/bindPhone`, { phone: uniquePhone(), code: '0000', ticket: 't' }],
      [`${P}/sendEmailCode`, { email: 'a@example.com', ticket: 't' }],
      [`${P}/bindEmail`, { email: 'a@example.com', code: '0000', ticket: 't' }],
    ] as const;
    for (const [path, body] of [...managing, ...own]) {
      expect((await call(path, { body })).status, path).toBe(401);
      expect((await call(path, { body, token: user.access_token })).status, path).toBe(403);
    }
    for (const [path, body] of managing)
      expect((await call(path, { body, token: auditor.access_token })).status, path).toBe(403);
    // One's own phone and e-mail need no grant over users: refused for the bad ticket, not the scope.
    const own400 = await call(`${P}/sendSms`, {
      body: { phone: uniquePhone(), ticket: 'forged' },
      token: auditor.access_token,
    });
    expect(own400.status).toBe(400);
    expect((await detail(who.userId)).status).toBe(1);
  });

  it('renames a user, refusing a bad or taken name and changing nothing then', async () => {
    const who = await person();
    const other = await person();
    for (const account of ['', 'a b', 'x'.repeat(40)]) {
      const res = await call(`${P}/updateAccount`, {
        token: admin.access_token,
        body: { userId: who.userId, account },
      });
      expect(res.status, account).toBe(400);
    }
    const taken = await call(`${P}/updateAccount`, {
      token: admin.access_token,
      body: { userId: who.userId, account: other.account },
    });
    expect(taken.status).toBe(409);
    expect((await detail(who.userId)).account).toBe(who.account);
    const fresh = uniqueAccount('renamed');
    const renamed = await call(`${P}/updateAccount`, {
      token: admin.access_token,
      body: { userId: who.userId, account: fresh },
    });
    expect(renamed.status).toBe(200);
    expect((await detail(who.userId)).account).toBe(fresh);
    expect((await passwordSignIn(fresh, STRONG_PASSWORD)).status).toBe(200);
  });

  it('deletes a user at once, but not oneself, an administrator or an unknown user', async () => {
    const who = await person();
    const refusals: [unknown, number][] = [
      [{ userId: 'no such user' }, 400],
      [{ userId: 'nobody' }, 404],
      [{}, 400],
      // Oneself.
      [{ userId: admin.user_id }, 400],
    ];
    for (const [body, status] of refusals)
      expect(
        (await call(`${P}/delete`, { token: admin.access_token, body })).status,
        JSON.stringify(body),
      ).toBe(status);
    const { person: otherAdmin } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const adminRefused = await call(`${P}/delete`, {
      token: admin.access_token,
      body: { userId: otherAdmin.userId },
    });
    expect(adminRefused.status).toBe(400);
    expect((await detail(who.userId)).status).toBe(1);

    const deleted = await call('/api/cloud/user/delete', {
      token: admin.access_token,
      body: { userId: who.userId },
    });
    expect(deleted.status).toBe(200);
    const gone = await detail(who.userId);
    expect(gone).toMatchObject({ status: 2, phone: '', email: '' });
    expect((await passwordSignIn(who.account, STRONG_PASSWORD)).status).not.toBe(200);
    const again = await call(`${P}/delete`, { token: admin.access_token, body: { userId: who.userId } });
    expect(again.status).toBe(400);
  });

  it('changes an administrator’s own phone with a code to the old one, then to the new one', async () => {
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const me = await signIn(who.account, STRONG_PASSWORD);
    const token = me.access_token;
    const oldPhone = (await detail(who.userId)).phone;
    expect((await call(`${P}/sendChangeFirstCode`, { token, body: { channel: 'sms' } })).status).toBe(200);
    const wrong = await call(`${P}/verifyChangeFirstCode`, { token, body: { channel: 'sms', code: '0000' } });
    expect(wrong.status).toBe(400);
    const verified = await call<{ ticket: string }>(`${P}/verifyChangeFirstCode`, {
      token,
      body: { channel: 'sms', code: await latestCode(oldPhone) },
    });
    expect(verified.status).toBe(200);
    const { ticket } = verified.body.data;
    const newPhone = uniquePhone();
    const both = await call(`${P}/sendChangeTwoCode`, {
      token,
      body: { phone: newPhone, email: 'x@example.com', ticket },
    });
    expect(both.status).toBe(400);
    const sent = await call(`${P}/sendChangeTwoCode`, { token, body: { phone: newPhone, ticket } });
    expect(sent.status).toBe(200);
    const badCode = await call(`${P}/verifyChangeTwoCode`, {
      token,
      body: { phone: newPhone, code: '0000', ticket },
    });
    expect(badCode.status).toBe(400);
    expect((await detail(who.userId)).phone).toBe(oldPhone);
    const bound = await call(`${P}/verifyChangeTwoCode`, {
      token,
      body: { phone: newPhone, code: await latestCode(newPhone), ticket },
    });
    expect(bound.status).toBe(200);
    expect((await detail(who.userId)).phone).toBe(newPhone);
  });
});
