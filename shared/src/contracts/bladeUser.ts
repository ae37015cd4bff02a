import { z } from 'zod';
import { requiredEmailRule } from '../account.ts';
import { passwordRule, phoneRule, usernameRule } from '../validation.ts';
import { IdSchema, idListSchema } from './ids.ts';

/**
 * The blade-user administrator rows (spec 2 §7 lists them by name only; spec 3 §3 is the user
 * detail they serve): the same users as cloud/platformUser, through the same services.
 */

const realName = z.string().trim().max(50, { error: 'platformUser.realNameLength' });

/** Users to act on: `ids` as an array or comma-joined (forms), or one `userId`. */
export const BladeUserIdsBody = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return 'ids' in o ? o : { ...o, ids: o.userIds ?? o.userId ?? o.id };
  },
  z.object({ ids: idListSchema({ min: 1, max: 100 }) }),
);

export const BladeUserDetailQuery = z.object({ id: IdSchema });

/**
 * Create (no id: account, phone, password required) or update (id: only the fields sent change;
 * the account name must be free, roles must be the tenant's).
 */
export const BladeUserSubmitBody = z
  .object({
    id: IdSchema.optional(),
    account: usernameRule.optional(),
    phone: phoneRule.optional(),
    password: passwordRule.optional(),
    realName: realName.optional(),
    email: requiredEmailRule.optional(),
    roleIds: z.array(IdSchema).max(20).optional(),
  })
  .refine((v) => v.id !== undefined || (v.account && v.phone && v.password), {
    error: 'bladeUser.createFields',
    path: ['account'],
  })
  .refine((v) => v.id === undefined || (v.phone === undefined && v.password === undefined), {
    error: 'bladeUser.updateFields',
    path: ['phone'],
  });

/** A guest account an administrator opens: name and phone; the password is `account.initPassword`. */
export const RegisterGuestBody = z.object({
  account: usernameRule,
  phone: phoneRule,
  realName: realName.optional(),
});

export interface BladeUserSubmitResult {
  userId: string;
  account: string;
}
