import { z } from 'zod';
import { MEMBER_TIERS } from '../account.ts';
import { IdSchema, idListSchema } from './ids.ts';

/**
 * Coupon rules and issued coupons (spec 3 §3–§5, §7: cloud/coupon-rule, cloud/coupon and the
 * back office's issued-coupon list under cloud/equity). Amounts the checkout sees are integer fen.
 */

/** Fixed amount off (value in yuan) or a discount (value = percent off). */
export const COUPON_TYPES = ['amount', 'discount'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
/** Any item, or only the listed products. */
export const COUPON_SCOPES = ['general', 'specified'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** New purchase (buy, upgrade, packs) or renewal. */
export const COUPON_SCENARIOS = ['new', 'renew'] as const;
export type CouponScenario = (typeof COUPON_SCENARIOS)[number];
/** What a specified coupon can be used on: a paid tier's membership, storage packs, parse packs. */
export const COUPON_TARGETS = ['member', 'superMember', 'enterpriseMember', 'storage', 'parse'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];
/** A date range, or a number of days from the day the coupon is received. */
export const VALIDITY_TYPES = ['range', 'days'] as const;
/** Binding state; `expired` is derived when the validity is over. */
export const COUPON_STATES = ['unbound', 'bound', 'voided', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** Groups coupons can be issued to: everyone, or the users of a tier. */
export const USER_GROUPS = ['all', ...MEMBER_TIERS] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const COUPON_NAME_MAX = 30;
export const COUPON_VALUE_MAX = 999;
export const DISCOUNT_PERCENT_MAX = 99;
export const COUPON_COUNT_MAX = 1_000_000;
export const VALIDITY_DAYS_MAX = 3650;
/** Phones one issue (or one imported template) may name. */
export const ISSUE_PHONES_MAX = 1000;
/** Coupons one person can receive in one issue. */
export const PER_USER_MAX = 10;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const int = (key: string, min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: key })
    // A refinement, not .int(): the pipeline words zod's type issues generically, this keeps the key.
    .refine(Number.isInteger, { error: key })
    .refine((v) => v >= min && v <= max, { error: key });
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateRule = z
  .string({ error: 'coupon.dateInvalid' })
  .regex(DATE, { error: 'coupon.dateInvalid' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'coupon.dateInvalid' });
const commaList = (v: unknown) =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(/[,\s]+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v;

const ruleFields = z.object({
  name: z
    .string({ error: 'coupon.nameRequired' })
    .trim()
    .min(1, { error: 'coupon.nameRequired' })
    .max(COUPON_NAME_MAX, { error: 'coupon.nameTooLong' }),
  type: z.enum(COUPON_TYPES, { error: 'coupon.typeInvalid' }),
  value: int('coupon.valueInvalid', 1, COUPON_VALUE_MAX),
  scope: z.enum(COUPON_SCOPES, { error: 'coupon.scopeInvalid' }),
  targets: z.preprocess(
    (v) => commaList(blankToUndefined(v) ?? []),
    z.array(z.enum(COUPON_TARGETS, { error: 'coupon.targetsInvalid' })).max(COUPON_TARGETS.length),
  ),
  scenario: z.enum(COUPON_SCENARIOS, { error: 'coupon.scenarioInvalid' }),
  validityType: z.enum(VALIDITY_TYPES, { error: 'coupon.validityInvalid' }),
  validFrom: z.preprocess(blankToUndefined, dateRule.optional()),
  validTo: z.preprocess(blankToUndefined, dateRule.optional()),
  validDays: z.preprocess(blankToUndefined, int('coupon.validDaysInvalid', 1, VALIDITY_DAYS_MAX).optional()),
  count: int('coupon.countInvalid', 1, COUPON_COUNT_MAX),
});

type RuleFields = z.output<typeof ruleFields>;

/** The checks across fields (spec 3 §5), each with its own message on the field it concerns. */
function ruleConsistent(rule: RuleFields, ctx: z.RefinementCtx) {
  if (rule.type === 'discount' && rule.value > DISCOUNT_PERCENT_MAX)
    ctx.addIssue({ code: 'custom', message: 'coupon.discountInvalid', path: ['value'] });
  if (rule.scope === 'specified' && rule.targets.length === 0)
    ctx.addIssue({ code: 'custom', message: 'coupon.targetsRequired', path: ['targets'] });
  if (rule.validityType === 'range') {
    if (!rule.validFrom || !rule.validTo)
      ctx.addIssue({ code: 'custom', message: 'coupon.validityRequired', path: ['validFrom'] });
    else if (rule.validFrom > rule.validTo)
      ctx.addIssue({ code: 'custom', message: 'coupon.validityOrder', path: ['validTo'] });
  } else if (!rule.validDays) {
    ctx.addIssue({ code: 'custom', message: 'coupon.validDaysInvalid', path: ['validDays'] });
  }
}

export const CouponRuleSaveBody = ruleFields.superRefine(ruleConsistent);
export const CouponRuleUpdateBody = ruleFields.extend({ id: IdSchema }).superRefine(ruleConsistent);
export type CouponRuleInput = z.input<typeof CouponRuleSaveBody>;

export const CouponRuleListQuery = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().max(COUPON_NAME_MAX).optional()),
  current: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 100_000).default(1)),
  size: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 1000).default(100)),
});
export const CouponRuleRemoveQuery = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

const phoneList = z.preprocess(
  (v) => commaList(blankToUndefined(v) ?? []),
  z
    .array(z.string().trim().max(32, { error: 'coupon.phoneInvalid' }))
    .max(ISSUE_PHONES_MAX, { error: 'coupon.tooManyPhones' }),
);

/** Issue a rule's coupons to the listed phones or to a user group. */
export const CouponIssueBody = z
  .object({
    ruleId: IdSchema,
    phones: phoneList,
    group: z.preprocess(blankToUndefined, z.enum(USER_GROUPS, { error: 'coupon.groupInvalid' }).optional()),
    perUser: z.preprocess(blankToUndefined, int('coupon.perUserInvalid', 1, PER_USER_MAX).default(1)),
  })
  .refine((b) => (b.group ? b.phones.length === 0 : b.phones.length > 0), {
    message: 'coupon.recipientsRequired',
    path: ['phones'],
  });
export type CouponIssueInput = z.input<typeof CouponIssueBody>;
export const CouponCancelParams = z.object({ id: IdSchema });

/** The back office's issued coupons, of one rule or all, by state. */
export const IssuedCouponQuery = z.object({
  ruleId: z.preprocess(blankToUndefined, IdSchema.optional()),
  current: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 100_000).default(1)),
  size: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 1000).default(100)),
});

/** A user's coupons; with an order draft (kind, tier, price) only those that apply, best first. */
export const OwnCouponQuery = z.object({
  kind: z.preprocess(
    blankToUndefined,
    z.enum(['buy', 'renew', 'upgrade', 'storage', 'parse'], { error: 'coupon.kindInvalid' }).optional(),
  ),
  tier: z.preprocess(blankToUndefined, z.enum(MEMBER_TIERS, { error: 'coupon.kindInvalid' }).optional()),
  priceFen: z.preprocess(blankToUndefined, int('coupon.kindInvalid', 0, 100_000_000).optional()),
});

// ---- Answers ----

export interface CouponRule {
  id: string;
  name: string;
  type: CouponType;
  value: number;
  scope: CouponScope;
  targets: CouponTarget[];
  scenario: CouponScenario;
  validityType: (typeof VALIDITY_TYPES)[number];
  validFrom: string;
  validTo: string;
  validDays: number;
  count: number;
  issuedCount: number;
  usedCount: number;
  createTime: string;
}

/** An issued coupon: the rule's terms as they were when it was issued. */
export interface Coupon {
  id: string;
  ruleId: string;
  name: string;
  type: CouponType;
  value: number;
  scope: CouponScope;
  targets: CouponTarget[];
  scenario: CouponScenario;
  /** ISO instants, inclusive. */
  validFrom: string;
  validTo: string;
  state: CouponState;
  used: boolean;
  userId: string;
  /** Who holds it: the user's account (back-office list), else the phone, else the user id. */
  holder: string;
  orderId: string;
  issueTime: string;
  usedTime: string;
}

/** A coupon that applies to a draft, with what it takes off. */
export interface ApplicableCoupon extends Coupon {
  discountFen: number;
}

export interface IssueOutcome {
  /** Coupons bound to registered users. */
  bound: number;
  /** Coupons waiting for a phone that is not registered yet (bound when that person signs in). */
  unbound: number;
  /** Rows refused; their reasons are in the error log. */
  failed: number;
  errorLogId: string;
}
