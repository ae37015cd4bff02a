import type { Language } from '@loopline/shared';
import {
  RegisterBody,
  ResetPasswordBody,
  SendResetCodeBody,
  TenantPhoneBody,
  UpdatePasswordBody,
  VerifyAccountBody,
  VerifyResetCodeBody,
} from '@loopline/shared/contracts/user';
import {
  changePassword,
  checkAccountAvailable,
  checkPhoneAvailable,
  getUser,
  publicProfile,
  register,
  resetPassword,
  sendRegisterCode,
  sendResetCode,
  verifyResetCode,
} from '../account/index.ts';
import { NotFoundError } from '../lib/errors.ts';
import { Reply, route } from '../lib/http/route.ts';
import { createProject } from '../project/index.ts';
import { deletionRoutes } from './deletionRoutes.ts';
import { deviceRoutes } from './deviceRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { securityRoutes } from './securityRoutes.ts';

/** The name of the personal project every new user gets, in the language they signed up in. */
const DEFAULT_PROJECT_NAME: Record<Language, string> = { zh: '我的项目', en: 'My project' };

const registrationAndPasswordRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/user/verifyAccount',
    auth: 'public',
    summary: 'Registration: is this account name free?',
    body: VerifyAccountBody,
    handler: async ({ body }) => {
      await checkAccountAvailable(body.tenantId, body.account);
      return new Reply(true, 'account.available');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/verifyPhone',
    auth: 'public',
    summary: 'Registration: is this phone free?',
    body: TenantPhoneBody,
    handler: async ({ body }) => {
      await checkPhoneAvailable(body.tenantId, body.phone);
      return new Reply(true, 'account.phoneAvailable');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendRegisterSms',
    auth: 'public',
    summary: 'Registration: send a code to a free phone',
    body: TenantPhoneBody,
    handler: async ({ body, request }) => {
      await sendRegisterCode(body.tenantId, body.phone, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/register',
    auth: 'public',
    summary: 'Registration: create the account',
    body: RegisterBody,
    handler: async ({ body, request }) => {
      const user = await register(body);
      // Every user gets a personal default project (isDefault 1): it cannot be deleted.
      await createProject(
        {
          tenantId: user.tenantId,
          projectName: DEFAULT_PROJECT_NAME[request.lang],
          memo: '',
          isDefault: 1,
          avatar: '',
        },
        user,
      );
      return new Reply({ userId: user.userId, account: user.account }, 'account.registered');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendCode',
    auth: 'public',
    summary: 'Forgot password: send a code to the account phone',
    body: SendResetCodeBody,
    handler: async ({ body, request }) =>
      new Reply(await sendResetCode(body.tenantId, body.account, request.lang), 'code.sent'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/verifyCode',
    auth: 'public',
    summary: 'Forgot password: check the code, answer a reset ticket',
    body: VerifyResetCodeBody,
    handler: async ({ body }) => verifyResetCode(body.tenantId, body.account, body.code),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/resetPsd',
    auth: 'public',
    summary: 'Forgot password: set the new password',
    body: ResetPasswordBody,
    handler: async ({ body }) => {
      await resetPassword(body.ticket, body.password);
      return new Reply(null, 'account.passwordReset');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-user/update-password',
    auth: 'user',
    summary: 'Change password (old, new, confirmation)',
    body: UpdatePasswordBody,
    handler: async ({ body, caller }) => {
      await changePassword(caller, body.oldPassword, body.newPassword);
      return new Reply(null, 'account.passwordChanged');
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-user/info',
    auth: 'user',
    summary: 'Profile of the signed-in user',
    handler: async ({ caller }) => {
      const user = await getUser(caller.userId);
      if (!user) throw new NotFoundError('account.notFound');
      return publicProfile(user);
    },
  }),
];

/** The user group: registration and passwords, profile, security, devices, deletion. */
export const userRoutes = [
  ...registrationAndPasswordRoutes,
  ...profileRoutes,
  ...securityRoutes,
  ...deviceRoutes,
  ...deletionRoutes,
];
