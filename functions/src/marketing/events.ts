import type { UserGroup } from '@loopline/shared/contracts/coupon';
import type { EventSaveBody, EventState, IssueRule, MarketingEvent } from '@loopline/shared/contracts/event';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { activityEvent } from '../entities/activityEvent.ts';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getRule } from './couponRules.ts';
import { checkEventImage } from './picture.ts';

/** Marketing activities in the back office (spec 3 §3–§5, §7 cloud/event): the records and their edits. */

type EventInput = z.output<typeof EventSaveBody>;
type Admin = Pick<Caller, 'tenantId' | 'userId'>;
const GB = 1024 ** 3;

export interface EventRecord {
  id: string;
  tenantId: string;
  eventName: string;
  eventNameEn: string;
  eventType: number;
  eventDesc: string;
  eventDescEn: string;
  status: EventState;
  startTime: string;
  endTime: string;
  rewardStorageBytes: number;
  rewardParseCount: number;
  createTime: string;
  image: string;
  redirectUrl: string;
  userGroup: string;
  issueRule: IssueRule;
  couponRuleId: string;
  couponCount: number;
  updateTime?: string;
}

/** Started or paused activities count as ended once their end time (if any: '' is open-ended) has passed. */
export function effectiveState(event: Pick<EventRecord, 'status' | 'endTime'>, now: Date): EventState {
  const over = event.endTime !== '' && event.endTime <= now.toISOString();
  if ((event.status === 1 || event.status === 2) && over) return 3;
  return event.status;
}

export function eventView(record: EventRecord, now = new Date()): MarketingEvent {
  return {
    id: record.id,
    eventName: record.eventName,
    eventNameEn: record.eventNameEn,
    eventType: record.eventType,
    eventDesc: record.eventDesc,
    eventDescEn: record.eventDescEn,
    status: record.status,
    state: effectiveState(record, now),
    startTime: record.startTime,
    endTime: record.endTime,
    image: record.image ?? '',
    redirectUrl: record.redirectUrl ?? '',
    userGroup: (record.userGroup ?? 'all') as UserGroup,
    issueRule: record.issueRule ?? 'none',
    couponRuleId: record.couponRuleId ?? '',
    couponCount: record.couponCount ?? 1,
    rewardStorageGb: Math.floor(record.rewardStorageBytes / GB),
    rewardParseCount: record.rewardParseCount,
    createTime: record.createTime,
  };
}

/** The rules text is HTML shown to users: only formatting survives. */
const RULES_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h3', 'h4', 'p', 'br', 'ol', 'ul', 'li', 'strong', 'b', 'em', 'i', 'u', 'span', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
};

function fields(input: EventInput) {
  if (input.image) checkEventImage(Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64'));
  return {
    eventName: input.eventName,
    eventNameEn: input.eventNameEn || input.eventName,
    eventType: input.eventType,
    eventDesc: sanitizeHtml(input.eventDesc, RULES_HTML),
    eventDescEn: sanitizeHtml(input.eventDescEn, RULES_HTML),
    startTime: input.startTime,
    endTime: input.endTime,
    image: input.image ?? '',
    redirectUrl: input.redirectUrl ?? '',
    userGroup: input.userGroup,
    issueRule: input.issueRule,
    couponRuleId: input.issueRule === 'none' ? '' : (input.couponRuleId ?? ''),
    couponCount: input.couponCount,
    rewardStorageBytes: input.eventType === 1 ? input.rewardStorageGb * GB : 0,
    rewardParseCount: input.eventType === 1 ? input.rewardParseCount : 0,
  };
}

export async function getEventOf(admin: Pick<Caller, 'tenantId'>, id: string): Promise<EventRecord> {
  const { data } = await activityEvent.get({ id }).go();
  if (!data || data.tenantId !== admin.tenantId) throw new NotFoundError('event.notFound');
  return data as EventRecord;
}

export async function createEvent(admin: Admin, input: EventInput, now = new Date()) {
  if (input.endTime <= now.toISOString()) throw new BadRequestError('event.endPassed');
  if (input.couponRuleId && input.issueRule !== 'none') await getRule(admin, input.couponRuleId);
  const at = now.toISOString();
  const record = {
    id: sortableId(now),
    tenantId: admin.tenantId,
    ...fields(input),
    status: 0,
    createTime: at,
    updateTime: at,
  };
  await activityEvent.create(record).go();
  return eventView(record as EventRecord, now);
}

/** Edits an activity that is not running: not started, or paused. */
export async function updateEvent(admin: Admin, id: string, input: EventInput, now = new Date()) {
  const current = await getEventOf(admin, id);
  if (current.status === 1 || effectiveState(current, now) === 3)
    throw new ConflictError('event.notEditable');
  if (current.eventType !== input.eventType) throw new BadRequestError('event.typeFixed');
  if (input.couponRuleId && input.issueRule !== 'none') await getRule(admin, input.couponRuleId);
  try {
    const { data } = await activityEvent
      .patch({ id })
      .set({ ...fields(input), updateTime: now.toISOString() })
      .composite({ tenantId: current.tenantId })
      .where((attr, op) => op.eq(attr.status, Number(current.status)))
      .go({ response: 'all_new' });
    return eventView(data as EventRecord, now);
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('event.changedMeanwhile');
    throw error;
  }
}

export async function listEvents(
  admin: Pick<Caller, 'tenantId'>,
  query: { eventName?: string; current: number; size: number },
  now = new Date(),
) {
  const base = activityEvent.query.byTenant({ tenantId: admin.tenantId });
  const name = query.eventName;
  const chain = name ? base.where((attr, op) => op.contains(attr.eventName, name)) : base;
  const page = await entityPage(activityEvent, chain, { ...query, order: 'desc' });
  return { ...page, records: page.records.map((r) => eventView(r as EventRecord, now)) };
}

/** The running activity of a type (the back office's get/start), or null. */
export async function startedEvent(admin: Pick<Caller, 'tenantId'>, eventType: number, now = new Date()) {
  const { data } = await activityEvent.query
    .activeByTenant({ tenantId: admin.tenantId })
    .go({ pages: 'all', order: 'desc' });
  const running = (data as EventRecord[]).find(
    (e) => e.eventType === eventType && effectiveState(e, now) === 1,
  );
  return running ? eventView(running, now) : null;
}
