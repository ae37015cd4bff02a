import {
  BindEmailBody,
  BindPhoneBody,
  ModifyPasswordBody,
  SendBindSmsBody,
  SendEmailCodeBody,
  VerifyAuthCodeBody,
  VerifyPasswordBody,
} from '@loopline/shared/contracts/user';
import {
  bindEmail,
  bindPhone,
  changePasswordByCode,
  sendBindEmailCode,
  sendBindPhoneCode,
  sendIdentityCode,
  sendPasswordCode,
  verifyIdentityCode,
  verifyPasswordIdentity,
} from '../account/index.ts';
import { Reply, route } from '../lib/http/route.ts';

/** Account security: identity checks, phone and e-mail binding, password change by code. */
export const securityRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/user/verifyPwd',
    auth: 'user',
    summary: 'Identity check by password; answers a 10-minute ticket for sensitive changes',
    body: VerifyPasswordBody,
    handler: async ({ body, caller }) =>
      new Reply(await verifyPasswordIdentity(caller, body.password), 'security.verified'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendAuthSms',
    auth: 'user',
    summary: 'Identity check: a code to the bound phone',
    handler: async ({ caller, request }) => {
      await sendIdentityCode(caller, 'sms', request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendEmailSms',
    auth: 'user',
    summary: 'Identity check: a code to the bound e-mail',
    handler: async ({ caller, request }) => {
      await sendIdentityCode(caller, 'email', request.lang);
      return new Reply(null, 'email.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/verifyAuthCode',
    auth: 'user',
    summary: 'Identity check by code (channel sms or email); answers a ticket',
    body: VerifyAuthCodeBody,
    handler: async ({ body, caller }) =>
      new Reply(await verifyIdentityCode(caller, body.channel, body.code), 'security.verified'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendBindSms',
    auth: 'user',
    summary: 'Phone change: a code to the new phone (needs an identity ticket)',
    body: SendBindSmsBody,
    handler: async ({ body, caller, request }) => {
      await sendBindPhoneCode(caller, body.phone, body.ticket, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/bindPhone',
    auth: 'user',
    summary: 'Phone change: bind the new phone with its code',
    body: BindPhoneBody,
    handler: async ({ body, caller }) => {
      await bindPhone(caller, body.phone, body.code, body.ticket);
      return new Reply(null, 'security.phoneBound');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendEmailCode',
    auth: 'user',
    summary: 'E-mail binding: a code to the new address (needs an identity ticket)',
    body: SendEmailCodeBody,
    handler: async ({ body, caller, request }) => {
      await sendBindEmailCode(caller, body.email, body.ticket, request.lang);
      return new Reply(null, 'email.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/bindEmail',
    auth: 'user',
    summary: 'E-mail binding: bind the new address with its code',
    body: BindEmailBody,
    handler: async ({ body, caller }) => {
      await bindEmail(caller, body.email, body.code, body.ticket);
      return new Reply(null, 'security.emailBound');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendSms',
    auth: 'user',
    summary: 'Password change by code: a code to the bound phone',
    handler: async ({ caller, request }) => {
      await sendPasswordCode(caller, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/modifyPsd',
    auth: 'user',
    summary: 'Password change by code (new password and confirmation)',
    body: ModifyPasswordBody,
    handler: async ({ body, caller }) => {
      await changePasswordByCode(caller, body.code, body.newPassword);
      return new Reply(null, 'account.passwordChanged');
    },
  }),
];
