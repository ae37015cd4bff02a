import { randomInt } from 'node:crypto';
import { conditionFailed } from '../entities/errors.ts';
import { inviteCode } from '../entities/inviteCode.ts';
import { invitee } from '../entities/invitee.ts';
import { entityCount } from '../entities/paging.ts';
import { quota } from '../entities/quota.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { inviteCouponItems } from '../marketing/index.ts';
import { quotaOf } from '../membership/index.ts';
import { currentInviteEvent } from './events.ts';

/** Invite codes: 6 characters without look-alikes (0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CLIENT = 'CollabCraft';

export function newInviteCode(): string {
  return Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The user's own invite code, created on first use (unique by a conditional put). */
export async function inviteCodeOf(caller: Pick<Caller, 'userId' | 'tenantId'>): Promise<string> {
  const current = await quotaOf(caller.userId, caller.tenantId);
  if (current.inviteCode) return current.inviteCode;
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newInviteCode();
    try {
      await inviteCode.create({ code, userId: caller.userId, tenantId: caller.tenantId }).go();
    } catch (error) {
      if (conditionFailed(error)) continue;
      throw error;
    }
    try {
      await quota
        .patch({ userId: caller.userId })
        .set({ inviteCode: code })
        .where((attr, op) => op.notExists(attr.inviteCode))
        .go();
      return code;
    } catch (error) {
      // A parallel call gave the user a code first: keep that one.
      if (conditionFailed(error)) {
        const again = await quotaOf(caller.userId, caller.tenantId);
        if (again.inviteCode) return again.inviteCode;
      }
      throw error;
    }
  }
  throw new Error('could not allocate an invite code');
}

/** May this user still bind an invite code (not bound yet)? */
export async function canBindInviteCode(caller: Pick<Caller, 'userId' | 'tenantId'>): Promise<boolean> {
  return !(await quotaOf(caller.userId, caller.tenantId)).invitedBy;
}

/**
 * Binds someone's invite code (collaboration client only, once per account, never one's own):
 * records the invitee under the inviter for the running invite activity and gives both the reward,
 * all in one transaction.
 */
export async function bindInviteCode(caller: Caller, rawCode: string, now = new Date()) {
  if (caller.clientId !== INVITE_CLIENT) throw new BadRequestError('invite.notAllowed');
  const code = rawCode.trim().toUpperCase();
  const { data: owner } = await inviteCode.get({ code }).go();
  const inviterId = owner?.userId;
  if (!inviterId || owner?.tenantId !== caller.tenantId) throw new NotFoundError('invite.notFound');
  if (inviterId === caller.userId) throw new BadRequestError('invite.own');
  const event = await currentInviteEvent(caller.tenantId, now);
  if (!event) throw new BadRequestError('invite.noActivity');
  await quotaOf(caller.userId, caller.tenantId);
  await quotaOf(inviterId, caller.tenantId);
  const at = now.toISOString();
  const reward = { storageTotal: event.rewardStorageBytes, parseCount: event.rewardParseCount };
  // The activity's coupons for both sides, in the same transaction as the binding.
  const coupons = await inviteCouponItems(event, [caller.userId, inviterId], now);
  try {
    await transactWrite({
      invitee: txItem(
        quota
          .patch({ userId: caller.userId })
          .set({ invitedBy: inviterId, inviteBoundAt: at, inviteEventId: event.id, updatedAt: at })
          .add(reward)
          .where((attr, op) => op.notExists(attr.invitedBy)),
      ),
      inviter: txItem(quota.patch({ userId: inviterId }).set({ updatedAt: at }).add(reward)),
      record: txItem(invitee.put({ inviterId, inviteeId: caller.userId, eventId: event.id, boundAt: at })),
      ...coupons,
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('invitee'))
      throw new ConflictError('invite.alreadyBound');
    throw error;
  }
  return {
    eventId: event.id,
    rewardStorageBytes: event.rewardStorageBytes,
    rewardParseCount: event.rewardParseCount,
    /** Coupons each side received. */
    rewardCoupons: event.issueRule === 'perInvite' && event.couponRuleId ? (event.couponCount ?? 1) : 0,
  };
}

/** How many people bound the caller's code during an activity. */
export async function inviteCount(caller: Pick<Caller, 'userId'>, eventId: string): Promise<number> {
  return entityCount(invitee.query.byInviter({ inviterId: caller.userId, eventId }));
}
