import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { identityTicket, latestCodeTo, signInAs } from '../support/account.ts';
import { call, latestCode, registerUser, signIn, uniquePhone } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { openSocket } from '../support/socket.ts';

async function newUser() {
  const user = await registerUser();
  const tokens = await signIn(user.account, user.password);
  return { ...user, token: tokens.access_token, userId: tokens.user_id };
}

async function backdateSensitiveChange(userId: string, days: number) {
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET sensitiveChangedAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - days * 86_400_000).toISOString() },
    }),
  );
}

describe('identity checks', () => {
  it('answers a ticket for the right password or phone code only', async () => {
    const u = await newUser();
    const wrong = await call('/api/cloud/user/verifyPwd', {
      token: u.token,
      body: { password: 'Wrong123!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The password is wrong.');
    expect(await identityTicket(u.token, u.password)).toMatch(/^ey/);

    expect((await call('/api/cloud/user/sendAuthSms', { token: u.token, method: 'POST' })).status).toBe(200);
    const badCode = await call('/api/cloud/user/verifyAuthCode', { token: u.token, body: { code: '12a4' } });
    expect(badCode.body.msg).toBe('code: The verification code must be 4 digits.');
    const ok = await call<{ ticket: string }>('/api/cloud/user/verifyAuthCode', {
      token: u.token,
      body: { code: await latestCode(u.phone) },
    });
    expect(ok.status).toBe(200);
    const noEmail = await call('/api/cloud/user/sendEmailSms', { token: u.token, method: 'POST' });
    expect(noEmail.body.msg).toBe('No e-mail address is bound to this account yet.');
  });

  it('does not accept a ticket of another user or a forged one', async () => {
    const a = await newUser();
    const b = await newUser();
    const ticketA = await identityTicket(a.token, a.password);
    const res = await call('/api/cloud/user/sendBindSms', {
      token: b.token,
      body: { phone: uniquePhone(), ticket: ticketA },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Your identity check has expired. Verify your identity again.');
    const forged = await call('/api/cloud/user/bindEmail', {
      token: b.token,
      body: { email: 'x@example.com', code: '1234', ticket: 'nope' },
    });
    expect(forged.body.msg).toBe('Your identity check has expired. Verify your identity again.');
  });
});

describe('phone and e-mail binding', () => {
  it('changes the phone with codes, keeping phones unique', async () => {
    const u = await newUser();
    const other = await registerUser();
    const ticket = await identityTicket(u.token, u.password);
    const taken = await call('/api/cloud/user/sendBindSms', {
      token: u.token,
      body: { phone: other.phone, ticket },
    });
    expect(taken.status).toBe(409);
    const badPhone = await call('/api/cloud/user/sendBindSms', {
      token: u.token,
      body: { phone: '2380000000', ticket },
    });
    expect(badPhone.body.msg).toBe('phone: Please enter a valid phone number (1 followed by 10 digits).');

    const phone = uniquePhone();
    expect(
      (await call('/api/cloud/user/sendBindSms', { token: u.token, body: { phone, ticket } })).status,
    ).toBe(200);
    const wrong = await call('/api/cloud/user/bindPhone', {
      token: u.token,
      body: { phone, code: '0000', ticket },
    });
    expect(wrong.body.msg).toMatch(/Incorrect verification code|expired/);
    const bound = await call('/api/cloud/user/bindPhone', {
      token: u.token,
      body: { phone, code: await latestCode(phone), ticket },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.msg).toBe('Your phone number has been changed.');
    const info = await call<{ phone: string }>('/api/cloud/user/personInfo', { token: u.token });
    expect(info.body.data.phone).toBe(phone);
    // The old phone is free again.
    expect(
      (await call('/api/cloud/user/verifyPhone', { body: { tenantId: '000000', phone: u.phone } })).status,
    ).toBe(200);
  });

  it('binds an e-mail with a code sent to it, and refuses bad addresses', async () => {
    const u = await newUser();
    const ticket = await identityTicket(u.token, u.password);
    const bad = await call('/api/cloud/user/sendEmailCode', {
      token: u.token,
      body: { email: 'not-an-email', ticket },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('email: Please enter a valid e-mail address.');
    const email = `${u.account}@Example.com`;
    const sent = await call('/api/cloud/user/sendEmailCode', { token: u.token, body: { email, ticket } });
    expect(sent.body.msg).toBe('The verification code has been sent to your e-mail.');
    const code = await latestCodeTo(email.toLowerCase());
    const bound = await call('/api/cloud/user/bindEmail', { token: u.token, body: { email, code, ticket } });
    expect(bound.status).toBe(200);
    const info = await call<{ email: string }>('/api/cloud/user/personInfo', { token: u.token });
    expect(info.body.data.email).toBe(email.toLowerCase());

    const other = await newUser();
    const otherTicket = await identityTicket(other.token, other.password);
    const taken = await call('/api/cloud/user/sendEmailCode', {
      token: other.token,
      body: { email, ticket: otherTicket },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This e-mail address is already used by another account.');
  });
});

describe('password change', () => {
  it('checks old/new/confirm on the server with the spec messages', async () => {
    const u = await newUser();
    const mismatch = await call('/api/blade-user/update-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'NewPass123!', newPassword1: 'NewPass123?' },
    });
    expect(mismatch.body.msg).toBe('newPassword1: The passwords do not match. Try again.');
    const weak = await call('/api/blade-user/update-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'abcdefgh', newPassword1: 'abcdefgh' },
    });
    expect(weak.body.msg).toBe(
      'newPassword: The password must use at least two of: digits, letters, special characters.',
    );
    const same = await call('/api/blade-user/update-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: u.password, newPassword1: u.password },
    });
    expect(same.body.msg).toBe('The new password must differ from the current one.');
  });

  it('changes the password by a code to the phone and signs out the other devices', async () => {
    const u = await newUser();
    const second = await signIn(u.account, u.password);
    const socket = await openSocket(second.access_token);
    expect((await call('/api/cloud/user/sendSms', { token: u.token, method: 'POST' })).status).toBe(200);
    const res = await call('/api/cloud/user/modifyPsd', {
      token: u.token,
      body: { code: await latestCode(u.phone), newPassword: 'Changed#2026', newPassword1: 'Changed#2026' },
    });
    expect(res.status).toBe(200);
    expect((await socket.next('LOGOUT')).type).toBe('LOGOUT');
    socket.close();
    expect((await signInAs(u.account, 'Changed#2026')).status).toBe(200);
  });
});

describe('sign-in devices', () => {
  it('lists the devices and signs one out remotely; it receives LOGOUT', async () => {
    const u = await newUser();
    const phone = await signInAs(u.account, u.password, {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      clientId: 'CollabCraft',
    });
    const phoneToken = phone.body.data.access_token;
    const socket = await openSocket(phoneToken);
    const list = await call<{ id: string; os: string; clientId: string; current: boolean }[]>(
      '/api/cloud/user/onlineClient',
      { token: u.token },
    );
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]!.current).toBe(true);
    const device = list.body.data.find((d) => !d.current)!;
    expect(device).toMatchObject({ os: 'iOS', clientId: 'CollabCraft' });

    const current = list.body.data[0]!;
    const self = await call('/api/cloud/user/downLine', {
      token: u.token,
      body: { id: current.id, code: '1234' },
    });
    expect(self.status).toBe(400);
    await call('/api/cloud/user/sendDownLineSms', { token: u.token, method: 'POST' });
    const done = await call('/api/cloud/user/downLine', {
      token: u.token,
      body: { id: device.id, code: await latestCode(u.phone) },
    });
    expect(done.status).toBe(200);
    const logout = await socket.next('LOGOUT');
    expect(logout.content).toBe('This device was signed out remotely.');
    socket.close();
    expect((await call('/api/cloud/user/personInfo', { token: phoneToken })).status).toBe(401);

    // Another user's session id is simply not found.
    const other = await newUser();
    const otherList = await call<{ id: string }[]>('/api/cloud/user/onlineClient', { token: other.token });
    const foreign = await call('/api/cloud/user/downLine', {
      token: u.token,
      body: { id: otherList.body.data[0]!.id, code: '1234' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('account deletion', () => {
  it('is blocked within 3 days of a sensitive change', async () => {
    const u = await newUser();
    await backdateSensitiveChange(u.userId, 1);
    const check = await call<{ allowed: boolean; checks: { key: string; passed: boolean }[] }>(
      '/api/cloud/user/logoutCheck',
      { token: u.token, method: 'POST' },
    );
    expect(check.body.data.allowed).toBe(false);
    const ticket = await identityTicket(u.token, u.password);
    const res = await call('/api/cloud/user/logoutAccount', {
      token: u.token,
      body: { ticket, agree: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/within the last 3 days/);
  });

  it('requires the agreement, signs out everywhere, and is withdrawn by signing in', async () => {
    const u = await newUser();
    const check = await call<{ allowed: boolean; coolingDays: number }>('/api/cloud/user/logoutCheck', {
      token: u.token,
      method: 'POST',
    });
    expect(check.body.data).toMatchObject({ allowed: true, coolingDays: 7 });
    const ticket = await identityTicket(u.token, u.password);
    const noAgree = await call('/api/cloud/user/logoutAccount', {
      token: u.token,
      body: { ticket, agree: false },
    });
    expect(noAgree.body.msg).toBe('agree: Read and accept the account deletion notice first.');
    const res = await call<{ deletionDueAt: string }>('/api/cloud/user/logoutAccount', {
      token: u.token,
      body: { ticket, agree: true },
    });
    expect(res.status).toBe(200);
    const due = new Date(res.body.data.deletionDueAt).getTime();
    expect(Math.round((due - Date.now()) / 86_400_000)).toBe(7);
    expect(res.body.msg).toContain('unless you sign in before then');
    expect((await call('/api/cloud/user/personInfo', { token: u.token })).status).toBe(401);

    const again = await signInAs(u.account, u.password);
    expect(again.status).toBe(200);
    expect(again.body.data.deletion_withdrawn).toBe(true);
    const info = await call<{ deletionDueAt: string }>('/api/cloud/user/personInfo', {
      token: again.body.data.access_token,
    });
    expect(info.body.data.deletionDueAt).toBe('');
  });

  it('deletes the account once the cooling period is over', async () => {
    const u = await newUser();
    const ticket = await identityTicket(u.token, u.password);
    await call('/api/cloud/user/logoutAccount', { token: u.token, body: { ticket, agree: 'true' } });
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${u.userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET deletionDueAt = :past, gsi2sk = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const res = await signInAs(u.account, u.password);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This account has been deleted.');
    // Its name and phone are free again and it cannot sign in any more.
    expect(
      (await call('/api/cloud/user/verifyAccount', { body: { tenantId: '000000', account: u.account } }))
        .status,
    ).toBe(200);
    expect((await signInAs(u.account, u.password)).status).toBe(400);
  });

  it('never lets a platform administrator delete the account', async () => {
    const { inject } = await import('vitest');
    const admin = await signIn('admin', inject('adminPassword'));
    const check = await call<{ allowed: boolean }>('/api/cloud/user/logoutCheck', {
      token: admin.access_token,
      method: 'POST',
    });
    expect(check.body.data.allowed).toBe(false);
  });
});
