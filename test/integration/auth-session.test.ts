import { describe, expect, it } from 'vitest';
import {
  call,
  passwordSignIn,
  registerUser,
  STRONG_PASSWORD,
  signIn,
  type Tokens,
} from '../support/client.ts';

describe('sign-in, user-info, refresh, sign-out', () => {
  it('signs a new user in and answers the spec login response', async () => {
    const user = await registerUser();
    const res = await passwordSignIn(user.account, user.password);
    expect(res.status).toBe(200);
    const tokens = res.body.data;
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      expires_in: 3000,
      tenant_id: '000000',
      user_name: user.account,
      role_name: 'user',
    });
    for (const field of ['access_token', 'refresh_token', 'nick_name', 'avatar', 'user_id'])
      expect(tokens).toHaveProperty(field);

    const info = await call<{ account: string; phone: string }>('/api/blade-auth/oauth/user-info', {
      token: tokens.access_token,
    });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ account: user.account, phone: user.phone });
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const user = await registerUser();
    const first = await signIn(user.account, user.password);
    const second = await call<Tokens>('/api/blade-auth/oauth/token/refresh', {
      body: { refreshToken: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await call('/api/blade-auth/oauth/user-info', { token: second.body.data.access_token })).status,
    ).toBe(200);

    const replay = await call('/api/blade-auth/oauth/token/refresh', {
      body: { refreshToken: first.refresh_token },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.msg).toMatch(/already used/);
    // The whole family is gone: the legitimate newer refresh token and its access token stop working.
    const after = await call('/api/blade-auth/oauth/token/refresh', {
      body: { refreshToken: second.body.data.refresh_token },
    });
    expect(after.status).toBe(401);
    expect(
      (await call('/api/blade-auth/oauth/user-info', { token: second.body.data.access_token })).status,
    ).toBe(401);
  });

  it('refreshes through the token endpoint with the refresh_token grant too (snake_case, form post)', async () => {
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    const res = await fetch(
      `${(await import('../support/client.ts')).baseUrl()}/api/blade-auth/oauth/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: (await import('../support/client.ts')).builtInClientAuth(),
        },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        }).toString(),
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Tokens }).data.access_token).toBeTruthy();
  });

  it('signs out: the access token and the refresh token stop working', async () => {
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    const out = await call('/api/blade-auth/oauth/logout', { token: tokens.access_token });
    expect(out.status).toBe(200);
    expect((await call('/api/blade-auth/oauth/user-info', { token: tokens.access_token })).status).toBe(401);
    expect(
      (await call('/api/blade-auth/oauth/token/refresh', { body: { refreshToken: tokens.refresh_token } }))
        .status,
    ).toBe(401);
  });

  it('switches department and role through a refresh with the chosen ids', async () => {
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    const depts = await call<{ id: string; deptName: string }[]>(
      `/api/blade-system/dept/select?userId=${tokens.user_id}`,
      {
        token: tokens.access_token,
      },
    );
    const roles = await call<{ id: string; roleName: string }[]>(
      `/api/blade-system/role/select?userId=${tokens.user_id}`,
      {
        token: tokens.access_token,
      },
    );
    expect(depts.body.data.length).toBeGreaterThan(0);
    expect(roles.body.data.length).toBeGreaterThan(0);
    const switched = await call<Tokens>('/api/blade-auth/oauth/token', {
      body: {
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
        deptId: depts.body.data[0]!.id,
        roleId: roles.body.data[0]!.id,
      },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      dept_id: depts.body.data[0]!.id,
      role_id: roles.body.data[0]!.id,
    });

    const foreign = await call('/api/blade-auth/oauth/token', {
      body: { grantType: 'refresh_token', refreshToken: switched.body.data.refresh_token, roleId: '1' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toMatch(/not yours/);
  });

  it('lets a user look up only their own departments', async () => {
    const a = await signIn((await registerUser()).account, STRONG_PASSWORD);
    const b = await signIn((await registerUser()).account, STRONG_PASSWORD);
    const res = await call(`/api/blade-system/dept/select?userId=${b.user_id}`, { token: a.access_token });
    expect(res.status).toBe(403);
  });
});
