import { z } from 'zod';
import { codeRule, phoneRule, tenantIdRule } from '../validation.ts';

/** The blade-auth group: keys, captcha, sign-in grants, current user, sign-out. Requests and answers. */

// ---- Requests ----

/** BladeX clients send snake_case (grant_type, refresh_token); both spellings are accepted. */
const ALIASES: Record<string, string> = {
  grant_type: 'grantType',
  refresh_token: 'refreshToken',
  tenant_id: 'tenantId',
  captcha_key: 'captchaKey',
  captcha_code: 'captchaCode',
  dept_id: 'deptId',
  role_id: 'roleId',
};
function normalise(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [ALIASES[k] ?? k, v]));
}

/** `/oauth/token`: the grant type picks one of the grant schemas below. */
export const TokenBody = z.preprocess(
  normalise,
  z.object({ grantType: z.string({ error: 'auth.grantUnsupported' }) }).loose(),
);
export const PasswordGrantBody = z.object({
  tenantId: tenantIdRule,
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
});
export const SmsGrantBody = z.object({ tenantId: tenantIdRule, phone: phoneRule, code: codeRule });
export const RefreshGrantBody = z.object({
  refreshToken: z.string().min(1).max(4096),
  deptId: z.string().max(64).optional(),
  roleId: z.string().max(64).optional(),
});
/** `/oauth/token/refresh` takes either spelling too. */
export const RefreshBody = z.preprocess(normalise, RefreshGrantBody);
export const SendSignInSmsBody = z.object({ tenantId: tenantIdRule, phone: phoneRule });
/** getPcToken: the signed-in session's current refresh token, exchanged for the desktop client's own session. */
export const PcTokenBody = z.object({ refreshToken: z.string().min(1).max(4096) });
/** Where the user dropped the puzzle piece (its left edge, in pixels of the background). */
export const PuzzleVerifyBody = z.object({
  key: z.string().trim().min(1).max(64),
  x: z.coerce.number<number | string>().min(0).max(1000),
});
/** The sign-in code, sent only with the pass a solved puzzle answered. */
export const SendSmsByPuzzleBody = z.object({
  tenantId: tenantIdRule,
  phone: phoneRule,
  pass: z.string().trim().min(1).max(64),
});
export const RedirectQuery = z.object({
  token: z.string().max(4096).optional(),
  clientId: z.string().max(64).optional(),
  ct: z.string().max(64).optional(),
  redirectUrl: z.string().max(2048).optional(),
});

export type SmsGrantInput = z.input<typeof SmsGrantBody>;
export type SendSignInSmsInput = z.input<typeof SendSignInSmsBody>;

/**
 * The sign-in form (the SPA adds the grant type and tenant, and encrypts the password); the captcha
 * answer is left out when the server switched the captcha off (CaptchaData.enabled).
 */
export type PasswordSignIn = Required<
  Omit<z.input<typeof PasswordGrantBody>, 'tenantId' | 'captchaKey' | 'captchaCode'>
> &
  Pick<z.input<typeof PasswordGrantBody>, 'captchaKey' | 'captchaCode'>;

// ---- Answers ----

/** The login response, also answered by the refresh call. */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  dept_id: string;
  role_id: string;
  /** This sign-in withdrew a pending account deletion. */
  deletion_withdrawn?: boolean;
}

export interface UserInfo {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
  roleName: string;
  isAdmin: boolean;
  deptId: string;
  roleId: string;
}

export interface PublicKeyData {
  /** base64 SPKI DER. */
  publicKey: string;
  algorithm: string;
}

/**
 * A picture captcha. `enabled: false` (the local cloud started with LOOPLINE_CAPTCHA=off) answers an
 * empty key and picture: sign-in needs no captcha, and the SPA hides the field.
 */
export interface CaptchaData {
  enabled: boolean;
  key: string;
  /** data: URL of the picture. */
  image: string;
}
