import { DELETION_COOLING_DAYS, SENSITIVE_CHANGE_BLOCK_DAYS } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { user as userEntity } from '../entities/user.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { deletionTierItems } from '../membership/index.ts';
import { requireUser } from './profile.ts';
import { ensureSeats, freeSeat } from './seats.ts';
import { requireIdentity } from './security.ts';
import { signOutOtherDevices } from './signOut.ts';
import { getUser, releaseUniques, type UserRecord } from './users.ts';

const DAY = 86_400_000;

export interface DeletionCheck {
  allowed: boolean;
  checks: { key: 'deletion.blockedSensitive' | 'deletion.blockedAdmin'; passed: boolean; date?: string }[];
  coolingDays: number;
  /** Set when a request is already pending. */
  deletionDueAt: string;
}

/** Pure: may this account be deleted now? Sensitive changes within 3 days and administrators block it. */
export function deletionChecks(
  user: Pick<UserRecord, 'sensitiveChangedAt' | 'roleNames' | 'deletionDueAt'>,
  isAdmin: boolean,
  now: Date,
): DeletionCheck {
  const since = user.sensitiveChangedAt ? new Date(user.sensitiveChangedAt).getTime() : 0;
  const unblockAt = since + SENSITIVE_CHANGE_BLOCK_DAYS * DAY;
  const sensitivePassed = unblockAt <= now.getTime();
  const checks: DeletionCheck['checks'] = [
    {
      key: 'deletion.blockedSensitive',
      passed: sensitivePassed,
      ...(sensitivePassed ? {} : { date: new Date(unblockAt).toISOString() }),
    },
    { key: 'deletion.blockedAdmin', passed: !isAdmin },
  ];
  return {
    allowed: checks.every((c) => c.passed) && !user.deletionDueAt,
    checks,
    coolingDays: DELETION_COOLING_DAYS,
    deletionDueAt: user.deletionDueAt ?? '',
  };
}

export async function checkDeletion(caller: Caller, now = new Date()) {
  const user = await requireUser(caller.userId);
  return deletionChecks(user, caller.isAdmin, now);
}

/**
 * Requests deletion (after the identity check and the agreement): the account is deleted after the
 * 7-day cooling period unless the user signs in before. Every device is signed out now.
 */
export async function requestDeletion(caller: Caller, ticket: string, now = new Date()) {
  await requireIdentity(caller, ticket);
  const user = await requireUser(caller.userId);
  const check = deletionChecks(user, caller.isAdmin, now);
  if (user.deletionDueAt) throw new ConflictError('deletion.alreadyRequested');
  const blocked = check.checks.find((c) => !c.passed);
  if (blocked?.key === 'deletion.blockedAdmin') throw new ForbiddenError('deletion.blockedAdmin');
  if (blocked) throw new BadRequestError(blocked.key, { date: (blocked.date ?? '').slice(0, 10) });
  const dueAt = new Date(now.getTime() + DELETION_COOLING_DAYS * DAY).toISOString();
  try {
    await userEntity
      .patch({ userId: user.userId })
      .set({ deletionRequestedAt: now.toISOString(), deletionDueAt: dueAt })
      .where((attr, op) => `${op.notExists(attr.deletionDueAt)} AND ${op.eq(attr.status, 1)}`)
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('deletion.alreadyRequested');
    throw error;
  }
  await signOutOtherDevices(user.userId);
  return { deletionDueAt: dueAt };
}

/** Signing in during the cooling period withdraws the request. Answers whether one was pending. */
export async function withdrawDeletion(userId: string): Promise<boolean> {
  try {
    await userEntity
      .patch({ userId })
      .remove(['deletionRequestedAt', 'deletionDueAt'])
      .where((attr, op) => op.exists(attr.deletionDueAt))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Deletes an account whose cooling period is over: personal data is erased, its user name, phone
 * and e-mail become free, the record stays as "deleted" (status 2) for the logs' sake, and the user
 * leaves the users-by-tier counts. Answers false when the request was withdrawn meanwhile (or the
 * quota's tier changed while this was written: the next sweep tries again).
 */
export async function finalizeDeletion(user: UserRecord, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  // The deleted account frees its place under the tenant's account limit, in the same transaction.
  await ensureSeats(user.tenantId);
  const write = async () =>
    transactWrite({
      user: txItem(
        userEntity
          .patch({ userId: user.userId })
          .set({
            status: 2,
            deletedAt: at,
            updatedAt: at,
            phone: '',
            email: '',
            realName: '',
            nickName: '',
            avatar: '',
            companyName: '',
            position: '',
            birthday: '',
          })
          .remove(['deletionRequestedAt', 'deletionDueAt'])
          .where((attr, op) => `${op.lte(attr.deletionDueAt, at)} AND ${op.ne(attr.status, 2)}`),
      ),
      ...releaseUniques(user),
      seat: freeSeat(user.tenantId),
      ...(await deletionTierItems(user, at)),
    });
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      // A conflict with another write of the tenant's account count: nothing was written, try again.
      if (error.conditionsOnly || error.failed.length > 0 || attempt >= 5) return false;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
  await signOutOtherDevices(user.userId);
  logger.info('account deleted', { userId: user.userId });
  return true;
}

/** The scheduled sweep: deletes every account whose cooling period ended (index query by due date). */
export async function finalizeDueDeletions(now = new Date()): Promise<number> {
  let deleted = 0;
  const { data } = await userEntity.query
    .pendingDeletion({ deletionQueue: 'PENDING' })
    .lte({ deletionDueAt: now.toISOString() })
    .go({ pages: 'all', attributes: ['userId'] });
  for (const item of data) {
    const user = await getUser(item.userId);
    if (user && (await finalizeDeletion(user, now))) deleted++;
  }
  return deleted;
}
