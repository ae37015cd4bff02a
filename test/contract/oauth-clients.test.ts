import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientSaved } from '@loopline/shared/contracts/org';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  builtInClientAuth,
  call,
  encryptPassword,
  registerUser,
  solvedCaptcha,
  type Tokens,
} from '../support/client.ts';
import { adminCall } from '../support/console.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';

const tag = () => Math.random().toString(36).slice(2, 8);
const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

async function passwordAs(
  authorization: string | undefined,
  username: string,
  password: string,
  lang = 'en',
) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return call<Tokens>('/api/blade-auth/oauth/token', {
    lang: lang as 'en' | 'zh',
    // Without an authorization header the helper would send the SPA's; an empty one sends none.
    headers: authorization ? headers : { authorization: '' },
    body: {
      grantType: 'password',
      tenantId: '000000',
      username,
      password: await encryptPassword(password),
      ...(await solvedCaptcha()),
    },
  });
}

async function loginLogResults(userId: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}#LOGINS` },
    }),
  );
  return (out.Items ?? []).map((i) => ({ result: i.result, clientId: i.clientId }));
}

describe('OAuth clients at the token endpoint', () => {
  let admin: Tokens;
  let app: { clientId: string; secret: string };
  let disabled: { clientId: string; secret: string };
  let refreshOnly: { clientId: string; secret: string };

  const saveClient = async (body: Record<string, unknown>) => {
    const clientId = `app_${tag()}`;
    const saved = await adminCall<ClientSaved>(admin, '/api/blade-system/client/submit', {
      clientId,
      clientName: clientId,
      ...body,
    });
    return { clientId, secret: saved.newSecret! };
  };

  beforeAll(async () => {
    admin = await adminTokens();
    app = await saveClient({
      grantTypes: ['password', 'refresh_token'],
      accessTokenValidity: 600,
      refreshTokenValidity: 3600,
    });
    disabled = await saveClient({ grantTypes: ['password', 'refresh_token'], status: 0 });
    refreshOnly = await saveClient({ grantTypes: ['refresh_token'] });
  });

  it('refuses an unknown or disabled client, a wrong secret or none, with a translated 401 and nothing written', async () => {
    const user = await registerUser();
    const refused = [
      basic(`nope_${tag()}`, 'whatever'),
      basic(disabled.clientId, disabled.secret),
      basic(app.clientId, `${app.secret}x`),
      basic('portal', 'not_the_secret'),
      'Basic !!!',
      undefined,
    ];
    for (const authorization of refused) {
      const res = await passwordAs(authorization, user.account, user.password);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body.msg).toBe('The client application is unknown, disabled, or its secret is wrong.');
    }
    const zh = await passwordAs(basic(disabled.clientId, disabled.secret), user.account, user.password, 'zh');
    expect(zh.status).toBe(401);
    expect(zh.body.msg).toBe('客户端应用不存在、已停用或密钥错误。');

    // A client may use only its own grants.
    const noPassword = await passwordAs(
      basic(refreshOnly.clientId, refreshOnly.secret),
      user.account,
      user.password,
    );
    expect(noPassword.status).toBe(400);

    // None of them counted a failure, opened a session or logged a sign-in: the first real one is the only record.
    const ok = await passwordAs(basic(app.clientId, app.secret), user.account, user.password);
    expect(ok.status).toBe(200);
    expect(await loginLogResults(ok.body.data.user_id)).toEqual([
      { result: 'success', clientId: app.clientId },
    ]);
  });

  it('signs tokens with the client record’s validity and refreshes only for a verified client', async () => {
    const user = await registerUser();
    const res = await passwordAs(basic(app.clientId, app.secret), user.account, user.password);
    expect(res.status).toBe(200);
    expect(res.body.data.expires_in).toBe(600);
    const [, payload] = res.body.data.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(600);
    const refreshClaims = JSON.parse(
      Buffer.from(res.body.data.refresh_token.split('.')[1]!, 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(refreshClaims.exp - refreshClaims.iat).toBe(3600);

    const refresh = (authorization: string) =>
      call<Tokens>('/api/blade-auth/oauth/token/refresh', {
        headers: { authorization },
        body: { refreshToken: res.body.data.refresh_token },
      });
    // A refused refresh rotates nothing: the same refresh token still works afterwards.
    expect((await refresh(basic(app.clientId, 'wrong'))).status).toBe(401);
    expect((await refresh(basic(disabled.clientId, disabled.secret))).status).toBe(401);
    const renewed = await refresh(basic(app.clientId, app.secret));
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.expires_in).toBe(600);
  });

  it('keeps the SPA’s built-in clients signing in', async () => {
    const user = await registerUser();
    for (const clientId of ['portal', 'CollabCraft']) {
      const res = await passwordAs(builtInClientAuth(clientId), user.account, user.password);
      expect(res.status).toBe(200);
      expect(res.body.data.expires_in).toBe(3000);
    }
  });
});
