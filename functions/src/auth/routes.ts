import {
  PasswordGrantBody,
  PcTokenBody,
  PuzzleVerifyBody,
  RefreshBody,
  RefreshGrantBody,
  SendSignInSmsBody,
  SendSmsByPuzzleBody,
  SmsGrantBody,
  TokenBody,
} from '@loopline/shared/contracts/auth';
import {
  type ClientInfo,
  createCaptcha,
  createPuzzle,
  findUserByPhone,
  getTenant,
  getUser,
  passwordGrant,
  pcTokenGrant,
  refreshGrant,
  sendCode,
  signOut,
  smsGrant,
  spendPuzzlePass,
  verifyPuzzle,
} from '../account/index.ts';
import { credentialPublicKey } from '../lib/auth/secrets.ts';
import { BadRequestError, NotFoundError, OAuthError } from '../lib/errors.ts';
import { Reply, type RequestInfo, route } from '../lib/http/route.ts';
import { parseInput } from '../lib/http/router.ts';
import { requireGrant, type VerifiedClient, verifyClient } from '../org/index.ts';
import { requireWhitelisted } from '../settings/index.ts';
import { redirectRoutes } from './redirect.ts';

/** The verified client (Authorization: Basic) the session is opened for, and where the request came from. */
function clientInfo(client: VerifiedClient, request: RequestInfo): ClientInfo {
  return {
    clientId: client.clientId,
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
    body: TokenBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, request }) => {
      const input = withCaptchaHeaders(body as Record<string, unknown>, request.headers);
      const client = await verifyClient(request.headers.authorization);
      switch (body.grantType) {
        case 'password':
          requireGrant(client, 'password');
          return passwordGrant(parseInput(PasswordGrantBody, input), clientInfo(client, request), client);
        case 'sms_code':
        case 'sms':
          requireGrant(client, 'sms');
          return smsGrant(parseInput(SmsGrantBody, input), clientInfo(client, request), client);
        case 'refresh_token':
          requireGrant(client, 'refresh_token');
          return refreshGrant(parseInput(RefreshGrantBody, input), client);
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
    body: RefreshBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, request }) => {
      const client = await verifyClient(request.headers.authorization);
      requireGrant(client, 'refresh_token');
      return refreshGrant({ ...withCaptchaHeaders({}, request.headers), ...body }, client);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/getPcToken',
    auth: 'public',
    summary:
      "A desktop client's own session from a signed-in one (refreshToken, not rotated); the client is the caller's Authorization: Basic",
    body: PcTokenBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, request }) => {
      const client = await verifyClient(request.headers.authorization);
      requireGrant(client, 'refresh_token');
      return pcTokenGrant(body, clientInfo(client, request), client);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/smsToken',
    auth: 'public',
    summary: 'Sign in with phone and SMS code',
    body: SmsGrantBody,
    handler: async ({ body, request }) => {
      const client = await verifyClient(request.headers.authorization);
      requireGrant(client, 'sms');
      return smsGrant(body, clientInfo(client, request), client);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/sendSms',
    auth: 'public',
    summary: 'Send a sign-in code to a registered phone',
    body: SendSignInSmsBody,
    handler: async ({ body, request }) => {
      if (!(await getTenant(body.tenantId))) throw new OAuthError('auth.tenantInvalid');
      if (!(await findUserByPhone(body.tenantId, body.phone))) throw new NotFoundError('account.notFound');
      await requireWhitelisted(body.tenantId, body.phone);
      await sendCode('login', body.phone, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/puzzleCaptcha',
    auth: 'public',
    summary:
      'A new slider puzzle: background with a hole and the piece (PNG data URLs), the piece y; x stays secret',
    handler: async () => createPuzzle(),
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/puzzleCaptcha/verify',
    auth: 'public',
    summary:
      'Checks the slider x (single use, 5 px tolerance); a right answer returns a one-time pass for the SMS',
    body: PuzzleVerifyBody,
    handler: async ({ body }) => {
      const pass = await verifyPuzzle(body.key, body.x);
      if (!pass) throw new BadRequestError('auth.puzzleWrong');
      return new Reply({ pass }, 'auth.puzzleSolved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-auth/oauth/sendSmsByPuzzleCaptcha',
    auth: 'public',
    summary:
      "Sends a sign-in code to a registered phone after a solved puzzle (its pass, spent once); oauth/sendSms's checks and limits",
    body: SendSmsByPuzzleBody,
    handler: async ({ body, request }) => {
      if (!(await spendPuzzlePass(body.pass))) throw new BadRequestError('auth.puzzleWrong');
      if (!(await getTenant(body.tenantId))) throw new OAuthError('auth.tenantInvalid');
      if (!(await findUserByPhone(body.tenantId, body.phone))) throw new NotFoundError('account.notFound');
      await requireWhitelisted(body.tenantId, body.phone);
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
