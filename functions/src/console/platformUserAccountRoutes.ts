import {
  ChangeFirstCodeBody,
  ChangeTwoCodeBody,
  PlatformBindEmailBody,
  PlatformBindPhoneBody,
  PlatformSendEmailBody,
  PlatformSendSmsBody,
  PlatformUserAccountBody,
  PlatformUserCreateBody,
  PlatformUserDeleteBody,
  VerifyChangeFirstBody,
  VerifyChangeTwoBody,
} from '@loopline/shared/contracts/platformUserAccount';
import {
  bindEmail,
  bindPhone,
  sendBindEmailCode,
  sendBindPhoneCode,
  sendIdentityCode,
  verifyIdentityCode,
} from '../account/index.ts';
import { Reply, route } from '../lib/http/route.ts';
import { createPlatformUser } from './platformUserCreate.ts';
import { deleteUser, updateUserAccount } from './platformUsers.ts';

const P = '/api/cloud/platformUser';

const create = (path: string) =>
  route({
    method: 'POST',
    path,
    auth: 'admin',
    summary: 'Create a user of the tenant (account, phone, password; realName, email, roleIds)',
    body: PlatformUserCreateBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) =>
      new Reply(await createPlatformUser(caller.tenantId, body), 'platformUser.created'),
  });

const remove = (path: string) =>
  route({
    method: 'POST',
    path,
    auth: 'admin',
    summary: 'Delete a user of the tenant at once (userId): data erased, name, phone and e-mail freed',
    body: PlatformUserDeleteBody,
    handler: async ({ body, caller }) => {
      await deleteUser(caller.tenantId, caller.userId, body.userId);
      return new Reply(true, 'platformUser.removed');
    },
  });

/**
 * cloud/platformUser account changes: deleting and renaming another user; and the administrator's own
 * phone and e-mail, changed with codes (the same checks as a user's own security page: a ticket from
 * step one, the new phone or address proven by its code in step two).
 */
export const platformUserAccountRoutes = [
  create(`${P}/submit`),
  create(`${P}/submitUser`),
  remove(`${P}/delete`),
  remove('/api/cloud/user/delete'),
  route({
    method: 'POST',
    path: `${P}/updateAccount`,
    auth: 'admin',
    summary: 'Change a user’s user name (userId, account); the name must be free',
    body: PlatformUserAccountBody,
    handler: async ({ body, caller }) => {
      await updateUserAccount(caller.tenantId, body.userId, body.account);
      return new Reply(true, 'platformUser.accountChanged');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/sendChangeFirstCode`,
    auth: 'admin',
    summary: 'Own phone/e-mail change, step one: a code to what is bound now (channel sms|email)',
    body: ChangeFirstCodeBody,
    handler: async ({ body, caller, request }) => {
      await sendIdentityCode(caller, body.channel, request.lang);
      return new Reply(null, body.channel === 'email' ? 'email.sent' : 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/verifyChangeFirstCode`,
    auth: 'admin',
    summary: 'Own phone/e-mail change, step one: check the code (channel, code); answers a ticket',
    body: VerifyChangeFirstBody,
    handler: async ({ body, caller }) =>
      new Reply(await verifyIdentityCode(caller, body.channel, body.code), 'security.verified'),
  }),
  route({
    method: 'POST',
    path: `${P}/sendChangeTwoCode`,
    auth: 'admin',
    summary: 'Own phone/e-mail change, step two: a code to the new phone or e-mail (phone | email, ticket)',
    body: ChangeTwoCodeBody,
    handler: async ({ body, caller, request }) => {
      if (body.phone) {
        await sendBindPhoneCode(caller, body.phone, body.ticket, request.lang);
        return new Reply(null, 'code.sent');
      }
      await sendBindEmailCode(caller, body.email!, body.ticket, request.lang);
      return new Reply(null, 'email.sent');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/verifyChangeTwoCode`,
    auth: 'admin',
    summary:
      'Own phone/e-mail change, step two: bind the new one with its code (phone | email, code, ticket)',
    body: VerifyChangeTwoBody,
    handler: async ({ body, caller }) => {
      if (body.phone) {
        await bindPhone(caller, body.phone, body.code, body.ticket);
        return new Reply(null, 'security.phoneBound');
      }
      await bindEmail(caller, body.email!, body.code, body.ticket);
      return new Reply(null, 'security.emailBound');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/sendSms`,
    auth: 'admin',
    summary: 'Bind a phone to one’s own account: a code to it (phone, ticket from step one)',
    body: PlatformSendSmsBody,
    handler: async ({ body, caller, request }) => {
      await sendBindPhoneCode(caller, body.phone, body.ticket, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/bindPhone`,
    auth: 'admin',
    summary: 'Bind a phone to one’s own account with its code (phone, code, ticket)',
    body: PlatformBindPhoneBody,
    handler: async ({ body, caller }) => {
      await bindPhone(caller, body.phone, body.code, body.ticket);
      return new Reply(null, 'security.phoneBound');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/sendEmailCode`,
    auth: 'admin',
    summary: 'Bind an e-mail to one’s own account: a code to it (email, ticket from step one)',
    body: PlatformSendEmailBody,
    handler: async ({ body, caller, request }) => {
      await sendBindEmailCode(caller, body.email, body.ticket, request.lang);
      return new Reply(null, 'email.sent');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/bindEmail`,
    auth: 'admin',
    summary: 'Bind an e-mail to one’s own account with its code (email, code, ticket)',
    body: PlatformBindEmailBody,
    handler: async ({ body, caller }) => {
      await bindEmail(caller, body.email, body.code, body.ticket);
      return new Reply(null, 'security.emailBound');
    },
  }),
];
