import { clientIdRule, codeRule, DEFAULT_CLIENT_ID, phoneRule, tenantIdRule } from '@loopline/shared';
import { z } from 'zod';
import { createCaptcha } from '../account/captchaImage.ts';
import { sendCode } from '../account/codes.ts';
import { type ClientInfo, passwordGrant, refreshGrant, signOut, smsGrant } from '../account/signIn.ts';
import { getTenant } from '../account/tenants.ts';
import { findUserByPhone, getUser } from '../account/users.ts';
import { credentialPublicKey } from '../lib/auth/secrets.ts';
import { NotFoundError, OAuthError } from '../lib/errors.ts';
import { Reply, type RequestInfo, route } from '../lib/http/route.ts';
import { parseInput } from '../lib/http/router.ts';
import { redirectRoutes } from './redirect.ts';

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

const grantBody = z.preprocess(
  normalise,
  z.object({ grantType: z.string({ error: 'auth.grantUnsupported' }) }).loose(),
);

const passwordGrantSchema = z.object({
  tenantId: tenantIdRule,
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
});
const smsGrantSchema = z.object({ tenantId: tenantIdRule, phone: phoneRule, code: codeRule });
const refreshGrantSchema = z.object({
  refreshToken: z.string().min(1).max(4096),
  deptId: z.string().max(64).optional(),
  roleId: z.string().max(64).optional(),
});

function clientInfo(request: RequestInfo): ClientInfo {
  const clientId = clientIdRule.safeParse(request.headers['client-id']);
  return {
    clientId: clientId.success ? clientId.data : DEFAULT_CLIENT_ID,
    ip: request.ip,
    userAgent: request.userAgent,
    lang: request.lang,
  };
}

/** Captcha answers may also come as headers, as BladeX clients send them. */
function withCaptchaHeaders(body: Record<string, unknown>, headers: Record<string, string>) {
  return {
    captchaKey: headers['captcha-key'],
    captchaCode: headers['captcha-code'],
    deptId: headers['dept-id'],
    roleId: headers['role-id'],
    ...body,
  };
}

export const authRoutes = [
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/token',
    auth: 'public',
    summary: 'Sign in (password, sms_code) or refresh (refresh_token), answering the login response',
    body: grantBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, request }) => {
      const input = withCaptchaHeaders(body as Record<string, unknown>, request.headers);
      switch (body.grantType) {
        case 'password':
          return passwordGrant(parseInput(passwordGrantSchema, input), clientInfo(request));
        case 'sms_code':
        case 'sms':
          return smsGrant(parseInput(smsGrantSchema, input), clientInfo(request));
        case 'refresh_token':
          return refreshGrant(parseInput(refreshGrantSchema, input));
        default:
          throw new OAuthError('auth.grantUnsupported', { grant: body.grantType });
      }
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/token/refresh',
    auth: 'public',
    summary: 'Rotate the refresh token (optionally switching department and role)',
    body: z.preprocess(normalise, refreshGrantSchema),
    bodyFormat: 'json-or-form',
    handler: async ({ body, request }) =>
      refreshGrant({ ...withCaptchaHeaders({}, request.headers), ...body }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/smsToken',
    auth: 'public',
    summary: 'Sign in with phone and SMS code',
    body: smsGrantSchema,
    handler: async ({ body, request }) => smsGrant(body, clientInfo(request)),
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/sendSms',
    auth: 'public',
    summary: 'Send a sign-in code to a registered phone',
    body: z.object({ tenantId: tenantIdRule, phone: phoneRule }),
    handler: async ({ body, request }) => {
      if (!(await getTenant(body.tenantId))) throw new OAuthError('auth.tenantInvalid');
      if (!(await findUserByPhone(body.tenantId, body.phone))) throw new NotFoundError('account.notFound');
      await sendCode('login', body.phone, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/captcha',
    auth: 'public',
    summary: 'A new picture captcha (key and SVG data URL)',
    handler: async () => createCaptcha(),
  }),
  route({
    method: 'GET',
    path: '/api/blade-auth/cloud/publicKey',
    auth: 'public',
    summary: 'RSA-OAEP (SHA-256) public key, base64 SPKI, for encrypting the password',
    handler: async () => ({ publicKey: await credentialPublicKey(), algorithm: 'RSA-OAEP-256' }),
  }),
  route({
    method: 'GET',
    path: '/api/blade-auth/oauth/user-info',
    auth: 'user',
    summary: 'The signed-in user',
    handler: async ({ caller }) => {
      const user = await getUser(caller.userId);
      if (!user) throw new NotFoundError('account.notFound');
      return {
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        userName: user.account,
        nickName: user.nickName,
        realName: user.realName,
        avatar: user.avatar,
        phone: user.phone,
        email: user.email,
        roleName: caller.roles.join(','),
        isAdmin: caller.isAdmin,
        deptId: caller.deptId,
        roleId: caller.roleId,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-auth/oauth/logout',
    auth: 'user',
    summary: 'Sign out this device',
    handler: async ({ caller }) => {
      await signOut(caller);
      return new Reply(null, 'auth.loggedOut');
    },
  }),
  ...redirectRoutes,
];
