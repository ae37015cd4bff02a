import { describe, expect, it } from 'vitest';
import { builtInClientAuth, call, registerUser, signIn, type Tokens } from '../support/client.ts';

/** getPcToken (spec 2 §7): a desktop client's own session from a signed-in one. */

const pcToken = (refreshToken: unknown, clientId = 'ModelMatrix') =>
  call<Tokens>('/api/blade-auth/oauth/getPcToken', {
    body: { refreshToken },
    headers: { authorization: builtInClientAuth(clientId) },
  });

describe('getPcToken', () => {
  it("opens the client's own session and leaves the web session signed in", async () => {
    const user = await registerUser();
    const web = await signIn(user.account, user.password);
    const pc = await pcToken(web.refresh_token);
    expect(pc.status, pc.body.msg).toBe(200);
    expect(pc.body.data.user_id).toBe(web.user_id);
    expect(pc.body.data.access_token).not.toBe(web.access_token);
    const info = await call<{ account?: string }>('/api/blade-auth/oauth/user-info', {
      token: pc.body.data.access_token,
    });
    expect(info.status, info.body.msg).toBe(200);
    // The web's refresh token was not rotated: it still refreshes, and then is spent for getPcToken too.
    const refreshed = await call('/api/blade-auth/oauth/token/refresh', {
      body: { refreshToken: web.refresh_token },
    });
    expect(refreshed.status, refreshed.body.msg).toBe(200);
    expect((await pcToken(web.refresh_token)).status).toBe(401);
  });

  it('refuses a made-up token, a missing one and an unknown client', async () => {
    expect((await pcToken('not-a-token')).status).toBe(401);
    expect((await pcToken(undefined)).status).toBe(400);
    const user = await registerUser();
    const web = await signIn(user.account, user.password);
    expect((await pcToken(web.refresh_token, 'no-such-client')).status).toBe(401);
  });
});
