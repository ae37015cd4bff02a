import { describe, expect, it } from 'vitest';
import {
  call,
  latestCode,
  passwordSignIn,
  registerUser,
  signIn,
  type Tokens,
  uniqueAccount,
  uniquePhone,
} from '../support/client.ts';

describe('registration', () => {
  it('checks account and phone availability', async () => {
    const user = await registerUser();
    const takenAccount = await call('/api/cloud/user/verifyAccount', {
      body: { tenantId: '000000', account: user.account.toUpperCase() },
    });
    expect(takenAccount.status).toBe(409);
    expect(takenAccount.body.msg).toBe('This account is already taken.');
    const free = await call('/api/cloud/user/verifyAccount', {
      body: { tenantId: '000000', account: uniqueAccount() },
    });
    expect(free.status).toBe(200);
    const takenPhone = await call('/api/cloud/user/verifyPhone', {
      body: { tenantId: '000000', phone: user.phone },
    });
    expect(takenPhone.status).toBe(409);
    const smsToTaken = await call('/api/cloud/user/sendRegisterSms', {
      body: { tenantId: '000000', phone: user.phone },
    });
    expect(smsToTaken.status).toBe(409);
  });

  it('refuses a second code within 60 s', async () => {
    const phone = uniquePhone();
    expect(
      (await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: '000000', phone } })).status,
    ).toBe(200);
    const again = await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: '000000', phone } });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/wait \d+ s/);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const phone = uniquePhone();
    const account = uniqueAccount();
    await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: '000000', phone } });
    const code = await latestCode(phone);
    const wrong = code === '0000' ? '0001' : '0000';
    const res = await call('/api/cloud/user/register', {
      body: {
        tenantId: '000000',
        account,
        phone,
        code: wrong,
        password: 'Pass1234!',
        confirmPassword: 'Pass1234!',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Incorrect verification code.');
    expect(
      (await call('/api/cloud/user/verifyAccount', { body: { tenantId: '000000', account } })).status,
    ).toBe(200);
    // The right code still works afterwards.
    const ok = await call('/api/cloud/user/register', {
      body: { tenantId: '000000', account, phone, code, password: 'Pass1234!', confirmPassword: 'Pass1234!' },
    });
    expect(ok.status).toBe(200);
  });

  it('applies the password, phone, code and user-name rules of spec 2 §5', async () => {
    const base = {
      tenantId: '000000',
      account: uniqueAccount(),
      phone: uniquePhone(),
      code: '1234',
      password: 'Pass1234!',
      confirmPassword: 'Pass1234!',
    };
    const cases: [Record<string, string>, RegExp][] = [
      [{ password: 'short1!', confirmPassword: 'short1!' }, /8 to 16 characters/],
      [{ password: 'abcdefghij', confirmPassword: 'abcdefghij' }, /at least two of/],
      [{ password: 'Pass 1234!', confirmPassword: 'Pass 1234!' }, /spaces or Chinese/],
      [{ password: 'Pass1234!中', confirmPassword: 'Pass1234!中' }, /spaces or Chinese/],
      [{ confirmPassword: 'Other1234!' }, /The passwords do not match. Try again./],
      [{ phone: '2345678901' }, /valid phone number/],
      [{ phone: '' }, /enter the phone number/],
      [{ code: '12a4' }, /must be 4 digits/],
      [{ account: '12345' }, /cannot be all digits/],
      [{ account: 'bad-name' }, /Only Chinese, letters/],
      [{ account: '一二三四五六七八' }, /at most 14 characters/],
    ];
    for (const [change, message] of cases) {
      const res = await call('/api/cloud/user/register', { body: { ...base, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.msg, JSON.stringify(change)).toMatch(message);
    }
  });
});

describe('forgot password', () => {
  it('resets with a code, signs out every device, and the ticket is single-use', async () => {
    const user = await registerUser();
    const before = await signIn(user.account, user.password);
    const sent = await call<{ phone: string }>('/api/cloud/user/sendCode', {
      body: { tenantId: '000000', account: user.account },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.phone).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(7)}`);
    const verified = await call<{ ticket: string }>('/api/cloud/user/verifyCode', {
      body: { tenantId: '000000', account: user.phone, code: await latestCode(user.phone) },
    });
    expect(verified.status).toBe(200);
    const reset = await call('/api/cloud/user/resetPsd', {
      body: { ticket: verified.body.data.ticket, password: 'NewPass99#', confirmPassword: 'NewPass99#' },
    });
    expect(reset.status).toBe(200);
    expect((await call('/api/blade-auth/oauth/user-info', { token: before.access_token })).status).toBe(401);
    expect((await passwordSignIn(user.account, user.password)).status).toBe(400);
    expect((await passwordSignIn(user.account, 'NewPass99#')).status).toBe(200);
    const again = await call('/api/cloud/user/resetPsd', {
      body: { ticket: verified.body.data.ticket, password: 'Other999#x', confirmPassword: 'Other999#x' },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/expired/);
  });

  it('answers clearly for an unknown account', async () => {
    const res = await call('/api/cloud/user/sendCode', {
      body: { tenantId: '000000', account: uniqueAccount('nobody') },
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('No account matches.');
  });
});

describe('sign-in with an SMS code', () => {
  it('sends a code to a registered phone and signs in with it', async () => {
    const user = await registerUser();
    expect(
      (await call('/api/blade-auth/oauth/sendSms', { body: { tenantId: '000000', phone: user.phone } }))
        .status,
    ).toBe(200);
    const wrong = await call('/api/blade-auth/oauth/token', {
      body: { grantType: 'sms_code', tenantId: '000000', phone: user.phone, code: '99999' },
    });
    expect(wrong.status).toBe(400);
    const res = await call<Tokens>('/api/blade-auth/oauth/token', {
      body: {
        grantType: 'sms_code',
        tenantId: '000000',
        phone: user.phone,
        code: await latestCode(user.phone),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user_name).toBe(user.account);
  });

  it('refuses a phone that is not registered', async () => {
    const res = await call('/api/blade-auth/oauth/sendSms', {
      body: { tenantId: '000000', phone: uniquePhone() },
    });
    expect(res.status).toBe(404);
  });
});

describe('change password', () => {
  it('checks the old password and the rules, then signs the other devices out', async () => {
    const user = await registerUser();
    const here = await signIn(user.account, user.password);
    const elsewhere = await signIn(user.account, user.password);
    const change = (body: Record<string, string>) =>
      call('/api/blade-user/update-password', { token: here.access_token, body });
    expect(
      (await change({ oldPassword: 'Nope1234!', newPassword: 'Fresh123!', newPassword1: 'Fresh123!' })).body
        .msg,
    ).toBe('The current password is wrong.');
    expect(
      (await change({ oldPassword: user.password, newPassword: 'Fresh123!', newPassword1: 'Fresh124!' })).body
        .msg,
    ).toMatch(/do not match/);
    expect(
      (await change({ oldPassword: user.password, newPassword: user.password, newPassword1: user.password }))
        .body.msg,
    ).toMatch(/must differ/);
    expect(
      (await change({ oldPassword: user.password, newPassword: 'weak', newPassword1: 'weak' })).status,
    ).toBe(400);
    const ok = await change({
      oldPassword: user.password,
      newPassword: 'Fresh123!',
      newPassword1: 'Fresh123!',
    });
    expect(ok.status).toBe(200);
    expect((await call('/api/blade-auth/oauth/user-info', { token: here.access_token })).status).toBe(200);
    expect((await call('/api/blade-auth/oauth/user-info', { token: elsewhere.access_token })).status).toBe(
      401,
    );
    expect((await passwordSignIn(user.account, 'Fresh123!')).status).toBe(200);
  });
});
