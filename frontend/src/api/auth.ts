import { DEFAULT_TENANT_ID, type Envelope } from '@loopline/shared';
import type {
  CaptchaData,
  PasswordSignIn,
  PublicKeyData,
  SendSignInSmsInput,
  SmsGrantInput,
  TokenData,
  UserInfo,
} from '@loopline/shared/contracts/auth';
import { http, tokens } from './client.ts';
import { encryptPassword } from './crypto.ts';

/** The blade-auth group: keys, captcha, sign-in, current user, sign-out. */
const data = <T>(envelope: Envelope<T>) => envelope.data;
const PUBLIC = { auth: false } as const;

let publicKey: Promise<string> | null = null;
function credentialKey(): Promise<string> {
  publicKey ??= http
    .get<PublicKeyData>('/api/blade-auth/cloud/publicKey', undefined, PUBLIC)
    .then((e) => e.data.publicKey);
  return publicKey;
}

export function getCaptcha(): Promise<CaptchaData> {
  return http.post<CaptchaData>('/api/blade-auth/oauth/captcha', undefined, PUBLIC).then(data);
}

export type { PasswordSignIn } from '@loopline/shared/contracts/auth';

/** Password sign-in; the password leaves the browser encrypted with the server's public key. */
export async function signInWithPassword(input: PasswordSignIn): Promise<TokenData> {
  try {
    const password = await encryptPassword(input.password, await credentialKey());
    const body = { grantType: 'password', tenantId: DEFAULT_TENANT_ID, ...input, password };
    return data(await http.post<TokenData>('/api/blade-auth/oauth/token', body, PUBLIC));
  } catch (error) {
    // The key may have failed to load or been rotated: fetch it again next time.
    publicKey = null;
    throw error;
  }
}

export function signInWithCode(phone: string, code: string): Promise<TokenData> {
  const body: SmsGrantInput & { grantType: 'sms_code' } = {
    grantType: 'sms_code',
    tenantId: DEFAULT_TENANT_ID,
    phone,
    code,
  };
  return http.post<TokenData>('/api/blade-auth/oauth/token', body, PUBLIC).then(data);
}

/** A sign-in code to a registered phone (429 when asked again within 60 s). */
export function sendSignInCode(phone: string): Promise<Envelope<null>> {
  const body: SendSignInSmsInput = { tenantId: DEFAULT_TENANT_ID, phone };
  return http.post<null>('/api/blade-auth/oauth/sendSms', body, PUBLIC);
}

export function getUserInfo(): Promise<UserInfo> {
  return http.get<UserInfo>('/api/blade-auth/oauth/user-info').then(data);
}

/** Ends the session on the server. Failures are not shown and not retried: the client signs out anyway. */
export function logout(): Promise<Envelope<null>> {
  return http.get<null>('/api/blade-auth/oauth/logout', undefined, { silent: true, noRefresh: true });
}

/** Switches department and role: the refresh token buys new tokens carrying them (spec 2 §7). */
export async function switchDeptRole(deptId: string, roleId: string): Promise<TokenData> {
  const refreshToken = tokens.refresh();
  const envelope = await http.post<TokenData>(
    '/api/blade-auth/oauth/token/refresh',
    { refreshToken, deptId, roleId },
    PUBLIC,
  );
  tokens.save({
    accessToken: envelope.data.access_token,
    refreshToken: envelope.data.refresh_token,
    expiresIn: envelope.data.expires_in,
  });
  return envelope.data;
}
