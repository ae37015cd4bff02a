import { z } from 'zod';
import { USER_GROUPS, type UserGroup } from './coupon.ts';
import { IdSchema, idListSchema } from './ids.ts';

/** Marketing activities as the back office manages them (spec 3 §3–§5, §7: cloud/event). */

export const EVENT_NAME_MAX = 30;
/** Spec 3 §5: jpg, jpeg or png within 20 KB (750x520 best). */
export const EVENT_IMAGE_MAX_BYTES = 20 * 1024;
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** 1 invite (rewards on invite-code binding), 2 promotion. */
export const EVENT_TYPES = [1, 2] as const;
/** 0 not started, 1 started, 2 paused, 3 ended. */
export const EVENT_STATES = [0, 1, 2, 3] as const;
export type EventState = (typeof EVENT_STATES)[number];
/**
 * When the activity hands out its coupons: never, to its user group when it starts, or to both
 * inviter and invitee each time an invite code is bound (invite activities).
 */
export const ISSUE_RULES = ['none', 'onStart', 'perInvite'] as const;
export type IssueRule = (typeof ISSUE_RULES)[number];
const RULES_MAX = 20_000;
const URL_MAX = 500;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const int = (key: string, min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: key })
    // A refinement, not .int(): the pipeline words zod's type issues generically, this keeps the key.
    .refine(Number.isInteger, { error: key })
    .refine((v) => v >= min && v <= max, { error: key });
const instant = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(40, { error: key })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: key })
    .transform((v) => new Date(v).toISOString());

/** A data URL of the picture (what POST /event/picture answers). */
export const EVENT_IMAGE_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

const eventFields = z.object({
  eventName: z
    .string({ error: 'event.nameRequired' })
    .trim()
    .min(1, { error: 'event.nameRequired' })
    .max(EVENT_NAME_MAX, { error: 'event.nameTooLong' }),
  eventNameEn: z.preprocess(
    blankToUndefined,
    z.string().trim().max(EVENT_NAME_MAX, { error: 'event.nameTooLong' }).optional(),
  ),
  eventType: z.coerce
    .number<number | string>({ error: 'event.typeInvalid' })
    .refine((v) => v === 1 || v === 2, { error: 'event.typeInvalid' }),
  eventDesc: z.string().max(RULES_MAX, { error: 'event.rulesTooLong' }).default(''),
  eventDescEn: z.string().max(RULES_MAX, { error: 'event.rulesTooLong' }).default(''),
  startTime: instant('event.timeInvalid'),
  endTime: instant('event.timeInvalid'),
  image: z.preprocess(
    blankToUndefined,
    z
      .string()
      // base64 of 20 KB is 27,307 characters, plus the data URL prefix.
      .max(28_000, { error: 'event.imageTooLarge' })
      .regex(EVENT_IMAGE_PATTERN, { error: 'event.imageType' })
      .optional(),
  ),
  redirectUrl: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(URL_MAX, { error: 'event.redirectInvalid' })
      .regex(/^https?:\/\/[^\s]+$/i, { error: 'event.redirectInvalid' })
      .optional(),
  ),
  userGroup: z.preprocess(
    (v) => blankToUndefined(v) ?? 'all',
    z.enum(USER_GROUPS, { error: 'coupon.groupInvalid' }),
  ),
  issueRule: z.preprocess(
    (v) => blankToUndefined(v) ?? 'none',
    z.enum(ISSUE_RULES, { error: 'event.issueRuleInvalid' }),
  ),
  couponRuleId: z.preprocess(blankToUndefined, IdSchema.optional()),
  couponCount: z.preprocess(blankToUndefined, int('event.couponCountInvalid', 1, 10).default(1)),
  /** Invite activities: storage (GB) and parses given to inviter and invitee on each binding. */
  rewardStorageGb: z.preprocess(blankToUndefined, int('event.rewardInvalid', 0, 1024).default(0)),
  rewardParseCount: z.preprocess(blankToUndefined, int('event.rewardInvalid', 0, 10_000).default(0)),
});

type EventFields = z.output<typeof eventFields>;

function eventConsistent(event: EventFields, ctx: z.RefinementCtx) {
  if (event.startTime >= event.endTime)
    ctx.addIssue({ code: 'custom', message: 'event.timeOrder', path: ['endTime'] });
  if (event.issueRule !== 'none' && !event.couponRuleId)
    ctx.addIssue({ code: 'custom', message: 'event.couponRuleRequired', path: ['couponRuleId'] });
  if (event.issueRule === 'perInvite' && event.eventType !== 1)
    ctx.addIssue({ code: 'custom', message: 'event.perInviteOnlyInvite', path: ['issueRule'] });
}

export const EventSaveBody = eventFields.superRefine(eventConsistent);
export const EventUpdateBody = eventFields.extend({ id: IdSchema }).superRefine(eventConsistent);
export type EventInput = z.input<typeof EventSaveBody>;

export const EventListQuery = z.object({
  eventName: z.preprocess(blankToUndefined, z.string().trim().max(EVENT_NAME_MAX).optional()),
  current: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 100_000).default(1)),
  size: z.preprocess(blankToUndefined, int('marketing.invalid', 1, 1000).default(100)),
});
export const EventIdsBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });
export const EventIdsQuery = z.object({ ids: idListSchema({ min: 1, max: 100 }) });
export const EventDetailQuery = z.object({ id: IdSchema });
export const EventStartQuery = z.object({
  eventType: z.preprocess(
    (v) => blankToUndefined(v) ?? 1,
    z.coerce
      .number<number | string>({ error: 'event.typeInvalid' })
      .refine((v) => v === 1 || v === 2, { error: 'event.typeInvalid' }),
  ),
});
export const ErrorLogQuery = z.object({ id: IdSchema });

// ---- Answers ----

export interface MarketingEvent {
  id: string;
  eventName: string;
  eventNameEn: string;
  eventType: number;
  eventDesc: string;
  eventDescEn: string;
  /** The stored state; `state` below also says ended once endTime has passed. */
  status: EventState;
  state: EventState;
  startTime: string;
  endTime: string;
  image: string;
  redirectUrl: string;
  userGroup: UserGroup;
  issueRule: IssueRule;
  couponRuleId: string;
  couponCount: number;
  rewardStorageGb: number;
  rewardParseCount: number;
  createTime: string;
}

export interface TemplateReadOutcome {
  /** Distinct valid phones, registered or not, in file order. */
  phones: string[];
  registered: number;
  failed: number;
  errorLogId: string;
}
