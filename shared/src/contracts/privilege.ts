import { z } from 'zod';
import { MEMBER_TIERS, type MemberTier } from '../account.ts';
import { blankToUndefined, intIn, paging } from './fragments.ts';
import { IdSchema, idListSchema } from './ids.ts';

/**
 * Membership privileges (cloudPrivilege, spec 3 §2 member-privilege and privilege-contrast): the rows the
 * membership comparison shows besides the tiers' equities, each with a limit per tier. The privilege
 * explanation and the fee rules are help content (cloudExplain areas `membership` and `fees`).
 */

const INVALID = { error: 'privilege.invalid' };
const text = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'privilege.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string(INVALID).trim().max(max, { error: 'privilege.tooLong' }),
  );

/** -1 stands for unlimited, as in the tiers' equities (spec 2 §6). */
export const UNLIMITED = -1;
const LIMIT_MAX = 999_999_999;
const isLimit = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= UNLIMITED && v <= LIMIT_MAX;
/**
 * Spec 3 §5: contrast limits are natural numbers (or unlimited). A custom check rather than number().int():
 * every refusal, a missing or non-numeric value included, then carries the one translated message.
 */
const limit = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.custom<number>(isLimit, { error: 'privilege.limitInvalid' }),
);

export const PrivilegeLimitsSchema = z.object(
  Object.fromEntries(MEMBER_TIERS.map((tier) => [tier, limit])) as Record<MemberTier, typeof limit>,
  { error: 'privilege.limitInvalid' },
);
export type PrivilegeLimits = Record<MemberTier, number>;

export const PrivilegeListQuery = z.object({
  ...paging(INVALID),
  name: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(60, INVALID).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .refine((v) => v === 0 || v === 1, INVALID)
      .optional(),
  ),
});

export const PrivilegeDetailQuery = z.object({ id: IdSchema });

/** Both languages are required in back-office forms (spec 3 §1). */
export const PrivilegeSubmitBody = z.object({
  id: z.preprocess(blankToUndefined, IdSchema.optional()),
  name: text('privilege.nameRequired', 30),
  nameEn: text('privilege.nameEnRequired', 60),
  /** Shown after each limit, e.g. GB or 个 (optional). */
  unit: optionalText(10),
  unitEn: optionalText(20),
  description: optionalText(500),
  descriptionEn: optionalText(1000),
  limits: PrivilegeLimitsSchema,
  sort: z.preprocess(blankToUndefined, intIn({ error: 'privilege.sortRequired' }, 0, 9999)),
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>({ error: 'privilege.statusRequired' })
      .refine((v) => v === 0 || v === 1, { error: 'privilege.statusRequired' }),
  ),
});

export const PrivilegeRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

export interface Privilege {
  id: string;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  description: string;
  descriptionEn: string;
  limits: PrivilegeLimits;
  sort: number;
  /** 1 shown to users, 0 hidden. */
  status: 0 | 1;
  createTime: string;
  updateTime: string;
}

/** A shown privilege in the reader's language (the comparison's extra rows). */
export interface ClientPrivilege {
  id: string;
  /** Set on the function item rows that come first (equity codes; switches 1/0, storage in bytes). */
  kind?: 'quota' | 'switch';
  name: string;
  unit: string;
  description: string;
  limits: PrivilegeLimits;
}
