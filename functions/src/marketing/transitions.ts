import type { EventState } from '@loopline/shared/contracts/event';
import { activityEvent } from '../entities/activityEvent.ts';
import { conditionFailed } from '../entities/errors.ts';
import { inviteSlot } from '../entities/inviteSlot.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { ConflictError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getRule } from './couponRules.ts';
import { couponsFor, writeCoupons } from './coupons.ts';
import { type EventRecord, effectiveState, getEventOf } from './events.ts';
import { resolveGroup } from './recipients.ts';

/**
 * Activity states (spec 3 §4): not started (0) → started (1) ⇄ paused (2) → ended (3); start also
 * resumes a paused one. Each change is a write conditional on the state it was read in. An invite
 * activity takes the tenant's invite slot when it starts, so it cannot start while another invite
 * activity is started or paused and not past its end.
 */

type Admin = Pick<Caller, 'tenantId' | 'userId'>;

/** Which actions each effective state allows. */
export const ALLOWED: Record<'start' | 'pause' | 'finish' | 'remove', readonly EventState[]> = {
  start: [0, 2],
  pause: [1],
  finish: [1, 2],
  remove: [0, 3],
};

export function assertAllowed(action: keyof typeof ALLOWED, state: EventState) {
  if (!ALLOWED[action].includes(state)) throw new ConflictError(`event.cannot.${action}`);
}

function setStatus(event: EventRecord, status: EventState, now: Date) {
  return activityEvent
    .patch({ id: event.id })
    .set({ status, updateTime: now.toISOString() })
    .composite({ tenantId: event.tenantId, startTime: event.startTime })
    .where((attr, op) => op.eq(attr.status, Number(event.status)));
}

/** The slot write: free, already this activity's, or held by one past its end. */
function takeSlot(event: EventRecord, now: Date) {
  return inviteSlot
    .put({ tenantId: event.tenantId, eventId: event.id, until: event.endTime || '9999' })
    .where(
      (attr, op) =>
        `${op.notExists(attr.eventId)} OR ${op.eq(attr.eventId, event.id)} OR ${op.lt(attr.until, now.toISOString())}`,
    );
}

/** Frees the slot when an ended or removed activity still holds it (a finish interrupted midway). */
async function freeStaleSlot(tenantId: string, now: Date): Promise<boolean> {
  const { data: slot } = await inviteSlot.get({ tenantId }).go();
  if (!slot) return true;
  const { data: holder } = await activityEvent.get({ id: slot.eventId }).go();
  if (holder && effectiveState(holder as EventRecord, now) !== 3) return false;
  await releaseSlot(tenantId, slot.eventId);
  return true;
}

async function releaseSlot(tenantId: string, eventId: string) {
  try {
    await inviteSlot
      .delete({ tenantId })
      .where((attr, op) => op.eq(attr.eventId, eventId))
      .go();
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** Another invite activity running now (one started before the slot existed holds no slot). */
async function otherInviteRunning(event: EventRecord, now: Date): Promise<boolean> {
  const { data } = await activityEvent.query
    .activeByTenant({ tenantId: event.tenantId })
    .go({ pages: 'all' });
  return (data as EventRecord[]).some(
    (e) => e.id !== event.id && e.eventType === 1 && effectiveState(e, now) === 1,
  );
}

async function startOne(event: EventRecord, now: Date) {
  if (event.eventType === 1 && (await otherInviteRunning(event, now)))
    throw new ConflictError('event.inviteRunning');
  const write = async () => {
    if (event.eventType !== 1) return void (await setStatus(event, 1, now).go());
    await transactWrite({ event: txItem(setStatus(event, 1, now)), slot: txItem(takeSlot(event, now)) });
  };
  try {
    await write();
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('slot')) {
      if (await freeStaleSlot(event.tenantId, now)) return startOne(event, now);
      throw new ConflictError('event.inviteRunning');
    }
    if (conditionFailed(error) || (error instanceof TransactionCancelledError && error.failedOn('event')))
      throw new ConflictError('event.changedMeanwhile');
    throw error;
  }
}

/** A first start issues the activity's coupons to its user group (issue rule "on start"). */
async function issueOnStart(admin: Admin, event: EventRecord, now: Date) {
  if (event.issueRule !== 'onStart' || !event.couponRuleId) return;
  const rule = await getRule(admin, event.couponRuleId);
  const recipients = await resolveGroup(admin.tenantId, (event.userGroup || 'all') as 'all');
  await writeCoupons(rule, couponsFor(rule, recipients, event.couponCount, `event:${event.id}`, now));
}

export async function startEvents(admin: Admin, ids: string[], now = new Date()) {
  const events = await Promise.all(ids.map((id) => getEventOf(admin, id)));
  for (const event of events) assertAllowed('start', effectiveState(event, now));
  for (const event of events) {
    await startOne(event, now);
    if (event.status === 0) await issueOnStart(admin, event, now);
  }
}

export async function pauseEvents(admin: Admin, ids: string[], now = new Date()) {
  const events = await Promise.all(ids.map((id) => getEventOf(admin, id)));
  for (const event of events) assertAllowed('pause', effectiveState(event, now));
  for (const event of events) await changeStatus(event, 2, now);
}

export async function finishEvents(admin: Admin, ids: string[], now = new Date()) {
  const events = await Promise.all(ids.map((id) => getEventOf(admin, id)));
  for (const event of events) assertAllowed('finish', effectiveState(event, now));
  for (const event of events) {
    await changeStatus(event, 3, now);
    if (event.eventType === 1) await releaseSlot(event.tenantId, event.id);
  }
}

export async function removeEvents(admin: Admin, ids: string[], now = new Date()) {
  const events = await Promise.all(ids.map((id) => getEventOf(admin, id)));
  for (const event of events) assertAllowed('remove', effectiveState(event, now));
  for (const event of events) {
    try {
      await activityEvent
        .delete({ id: event.id })
        .where((attr, op) => op.eq(attr.status, Number(event.status)))
        .go();
    } catch (error) {
      if (conditionFailed(error)) throw new ConflictError('event.changedMeanwhile');
      throw error;
    }
    if (event.eventType === 1) await releaseSlot(event.tenantId, event.id);
  }
}

async function changeStatus(event: EventRecord, status: EventState, now: Date) {
  try {
    await setStatus(event, status, now).go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('event.changedMeanwhile');
    throw error;
  }
}
