import { z } from 'zod';
import { requiredEmailRule } from '../account.ts';
import { codeRule, passwordRule, phoneRule, usernameRule } from '../validation.ts';
import { IdSchema } from './ids.ts';

/**
 * cloud/platformUser account changes (spec 3 §7). `delete` and `updateAccount` act on another user of
 * the tenant; the code flows change the signed-in administrator's own phone or e-mail: step one checks
 * a code sent to what is bound now (a ticket comes back), step two binds the new one with its code.
 */
const ticket = z
  .string({ error: 'security.ticketInvalid' })
  .min(1, { error: 'security.ticketInvalid' })
  .max(4096);
const channel = z.enum(['sms', 'email'], { error: 'platformUser.channelInvalid' }).default('sms');

export const PlatformUserDeleteBody = z.object({ userId: IdSchema });
export const PlatformUserAccountBody = z.object({ userId: IdSchema, account: usernameRule });

export const ChangeFirstCodeBody = z.object({ channel });
export const VerifyChangeFirstBody = z.object({ channel, code: codeRule });
/** Step two names the new phone or the new e-mail, one of them. */
export const ChangeTwoCodeBody = z
  .object({ phone: phoneRule.optional(), email: requiredEmailRule.optional(), ticket })
  .refine((v) => (v.phone === undefined) !== (v.email === undefined), {
    error: 'platformUser.changeTarget',
    path: ['phone'],
  });
export const VerifyChangeTwoBody = z
  .object({ phone: phoneRule.optional(), email: requiredEmailRule.optional(), code: codeRule, ticket })
  .refine((v) => (v.phone === undefined) !== (v.email === undefined), {
    error: 'platformUser.changeTarget',
    path: ['phone'],
  });
export const PlatformSendSmsBody = z.object({ phone: phoneRule, ticket });
export const PlatformBindPhoneBody = z.object({ phone: phoneRule, code: codeRule, ticket });
export const PlatformSendEmailBody = z.object({ email: requiredEmailRule, ticket });
export const PlatformBindEmailBody = z.object({ email: requiredEmailRule, code: codeRule, ticket });

/**
 * A user made by an administrator (`submit`, `submitUser`): the sign-up rules for the name, phone
 * and password; optional real name and e-mail; roles of the tenant (none: an ordinary user).
 */
export const PlatformUserCreateBody = z.object({
  account: usernameRule,
  phone: phoneRule,
  password: passwordRule,
  realName: z.string().trim().max(50, { error: 'platformUser.realNameLength' }).optional(),
  email: requiredEmailRule.optional(),
  roleIds: z.array(IdSchema).max(20).default([]),
});
