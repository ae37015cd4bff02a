import { inject } from 'vitest';
import { call, encryptPassword, registerUser, signIn, solvedCaptcha, type Tokens } from './client.ts';

/** A fresh user, signed in (the sign-in language is the user's default notice language). */
export async function newUser(
  lang: 'zh' | 'en' = 'en',
  tenantId = '000000',
): Promise<Tokens & { account: string }> {
  const user = await registerUser({ tenantId });
  return { ...(await signInIn(lang, user.account, user.password, tenantId)), account: user.account };
}

/** Signs in with the interface in `lang` (sessions remember it). */
export async function signInIn(
  lang: 'zh' | 'en',
  username: string,
  password: string,
  tenantId = '000000',
): Promise<Tokens> {
  const res = await call<Tokens>('/api/blade-auth/oauth/token', {
    lang,
    body: {
      grantType: 'password',
      tenantId,
      username,
      password: await encryptPassword(password),
      ...(await solvedCaptcha()),
    },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.body.msg}`);
  return res.body.data;
}

export async function adminTokens(): Promise<Tokens> {
  return signIn('admin', inject('adminPassword'));
}

/**
 * The functions' own modules, pointed at the local cloud, for service tests (notify() is a service
 * other capabilities call, not a route).
 */
export async function functionsModule<T>(path: string): Promise<T> {
  Object.assign(process.env, inject('cloudEnv'));
  return (await import(/* @vite-ignore */ `@loopline/functions/${path}`)) as T;
}

export async function unread(token: string): Promise<number> {
  const res = await call<number>('/api/cloud/notice/count', { token });
  if (res.status !== 200) throw new Error(`count: ${res.body.msg}`);
  return res.body.data;
}
