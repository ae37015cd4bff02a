import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  call,
  encryptPassword,
  passwordSignIn,
  registerUser,
  solvedCaptcha,
  uniqueAccount,
} from '../support/client.ts';
import { testDb } from '../support/db.ts';

describe('sign-in failures answer a clear 4xx and change nothing', () => {
  it('wrong password and unknown user get the same message, with error_description', async () => {
    const user = await registerUser();
    const wrong = await passwordSignIn(user.account, 'Wrong1234!');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/^Wrong account or password/);
    expect(wrong.body.error_description).toBe(wrong.body.msg);
    const unknown = await passwordSignIn(uniqueAccount('ghost'), 'Wrong1234!');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers an unknown account exactly as an existing one, failure after failure, lock included', async () => {
    const user = await registerUser();
    const ghost = uniqueAccount('ghost');
    for (let i = 1; i <= 6; i++) {
      const known = await passwordSignIn(user.account, 'Wrong1234!');
      const unknown = await passwordSignIn(ghost, 'Wrong1234!');
      expect([unknown.status, unknown.body], `attempt ${i}`).toEqual([known.status, known.body]);
    }
    // Locked alike: the 5th failure locked both, and the 6th was refused as locked.
    const locked = await passwordSignIn(ghost, 'Wrong1234!');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/locked; try again in 15 minute/);
  });

  it('takes as long to refuse an unknown account as a wrong password', async () => {
    const users = [await registerUser(), await registerUser()];
    const ghosts = [uniqueAccount('ghost'), uniqueAccount('ghost')];
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const timed = async (username: string) => {
      // Captcha and encryption first: only the token call is timed.
      const body = {
        grantType: 'password',
        tenantId: '000000',
        username,
        password: await encryptPassword('Wrong1234!'),
        ...(await solvedCaptcha()),
      };
      const started = performance.now();
      const res = await call('/api/blade-auth/oauth/token', { body });
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      return ms;
    };
    // Four failures per name (the fifth would lock); interleaved, and which goes first alternates,
    // so machine load and warm caches favour neither.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 2; i++) {
        const known = () => timed(users[i]!.account).then((ms) => timings.known.push(ms));
        const unknown = () => timed(ghosts[i]!).then((ms) => timings.unknown.push(ms));
        if ((round + i) % 2) await unknown().then(known);
        else await known().then(unknown);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const known = median(timings.known);
    const unknown = median(timings.unknown);
    console.log(
      `sign-in refusal median: existing account ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`,
    );
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(30, 0.35 * known));
  });

  it('answers in Chinese by default', async () => {
    const res = await call('/api/blade-auth/oauth/token', {
      lang: 'zh',
      body: {
        grantType: 'password',
        tenantId: '000000',
        username: uniqueAccount('nobody'),
        password: await encryptPassword('x'),
        ...(await solvedCaptcha()),
      },
    });
    expect(res.body.msg).toBe('账号或密码错误，再失败 4 次账号将被锁定。');
  });

  it('refuses a wrong tenant', async () => {
    const user = await registerUser();
    const res = await passwordSignIn(user.account, user.password, { tenantId: '999999' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The tenant does not exist.');
  });

  it('requires the picture captcha, single use', async () => {
    const user = await registerUser();
    const password = await encryptPassword(user.password);
    const base = { grantType: 'password', tenantId: '000000', username: user.account, password };
    const missing = await call('/api/blade-auth/oauth/token', { body: base });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/verification code shown in the picture/);
    const captcha = await solvedCaptcha();
    const wrong = await call('/api/blade-auth/oauth/token', {
      body: { ...base, captchaKey: captcha.captchaKey, captchaCode: 'zzzz' },
    });
    expect(wrong.body.msg).toMatch(/picture verification code is wrong/);
    // The captcha was consumed by the failed try: the right answer no longer works.
    const reused = await call('/api/blade-auth/oauth/token', { body: { ...base, ...captcha } });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toMatch(/picture verification code is wrong/);
  });

  it('refuses a password that was not encrypted with the public key', async () => {
    const user = await registerUser();
    const res = await call('/api/blade-auth/oauth/token', {
      body: {
        grantType: 'password',
        tenantId: '000000',
        username: user.account,
        password: user.password,
        ...(await solvedCaptcha()),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/could not be read/);
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password', async () => {
    const user = await registerUser();
    for (let i = 1; i <= 4; i++) {
      const res = await passwordSignIn(user.account, 'Wrong1234!');
      expect(res.body.msg).toContain(`${5 - i} attempt(s) left`);
    }
    const fifth = await passwordSignIn(user.account, 'Wrong1234!');
    expect(fifth.status).toBe(429);
    expect(fifth.body.msg).toMatch(/locked; try again in 15 minute/);
    const right = await passwordSignIn(user.account, user.password);
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/locked/);
  });

  it('writes a login-log record for every attempt', async () => {
    const user = await registerUser();
    await passwordSignIn(user.account, 'Wrong1234!');
    const ok = await passwordSignIn(user.account, user.password);
    const { client, table } = testDb();
    const out = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${ok.body.data.user_id}#LOGINS` },
      }),
    );
    const results = (out.Items ?? []).map((i) => i.result).sort();
    expect(results).toEqual(['fail', 'success']);
    expect(out.Items![0]).toMatchObject({ account: user.account, grantType: 'password', clientId: 'portal' });
    expect(out.Items![0]!.ip).toBeTruthy();
  });

  it('rejects unsupported grants', async () => {
    const res = await call('/api/blade-auth/oauth/token', {
      body: { grantType: 'social', tenantId: '000000' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Unsupported grant type "social".');
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, tampered or foreign-signed token', async () => {
    const user = await registerUser();
    const { access_token } = (await passwordSignIn(user.account, user.password)).body.data;
    expect((await call('/api/blade-auth/oauth/user-info')).status).toBe(401);
    expect((await call('/api/blade-auth/oauth/user-info', { token: 'not-a-jwt' })).status).toBe(401);
    const [h, p, s] = access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, adm: true })).toString('base64url');
    const tampered = await call('/api/blade-auth/oauth/user-info', { token: `${h}.${forged}.${s}` });
    expect(tampered.status).toBe(401);
    expect(tampered.body).toMatchObject({ code: 401, success: false, data: null });
  });

  it('refuses an expired access token', async () => {
    const { SignJWT } = await import('jose');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const user = await registerUser();
    const { access_token } = (await passwordSignIn(user.account, user.password)).body.data;
    const { client, table } = testDb();
    const key = await client.send(
      new GetCommand({ TableName: table, Key: { pk: 'CONFIG', sk: 'token-signing-key' } }),
    );
    const secret = new Uint8Array(Buffer.from(key.Item!.value.secret, 'base64'));
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 4000;
    const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3000 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await call('/api/blade-auth/oauth/user-info', { token: expired })).status).toBe(401);
    // The same claims, freshly signed, are accepted: the refusal is the expiry alone.
    const fresh = await new SignJWT({ ...claims, iat: past + 4000, exp: past + 7000 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await call('/api/blade-auth/oauth/user-info', { token: fresh })).status).toBe(200);
  });
});
