import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';
import { ifCondition } from './errors.ts';
import { txItem } from './transaction.ts';

/**
 * How many live users of a tenant hold each membership tier now (the back office's users by tier).
 * One item per tenant with a number per tier, so a move from one tier to another is a single ADD
 * on one item, written in the transaction that changes the user's tier; the hourly reconciliation
 * (platformOps/tierRollup.ts) re-derives the truth and corrects any drift.
 */
export const userTierCount = new Entity(
  {
    model: { entity: 'userTierCount', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      nonMember: { type: 'number', required: true, default: 0 },
      member: { type: 'number', required: true, default: 0 },
      superMember: { type: 'number', required: true, default: 0 },
      enterpriseMember: { type: 'number', required: true, default: 0 },
      /** When the reconciliation last checked (or corrected) the numbers. */
      reconciledAt: { type: 'string' },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TIERCOUNT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'TIERCOUNT', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type TierCounts = Record<MemberTier, number>;

/** A user joining (`from` null), leaving (`to` null) or changing tier. */
export interface TierMove {
  tenantId: string;
  from: MemberTier | null;
  to: MemberTier | null;
}

/** The move as a transaction item (an ADD that creates the item when absent); null when nothing moves. */
export function tierMoveItem(move: TierMove) {
  if (move.from === move.to) return null;
  const by: Partial<TierCounts> = {};
  if (move.from) by[move.from] = -1;
  if (move.to) by[move.to] = 1;
  return txItem(userTierCount.update({ tenantId: move.tenantId }).add(by));
}

/** The tenant's counts as stored (consistent read); null before any write or reconciliation. */
export async function readTierCounts(tenantId: string): Promise<TierCounts | null> {
  const { data } = await userTierCount.get({ tenantId }).go({ consistent: true });
  if (!data) return null;
  return Object.fromEntries(MEMBER_TIERS.map((tier) => [tier, data[tier] ?? 0])) as TierCounts;
}

/**
 * The reconciliation's correction: the counts become `truth`, on condition that they still are
 * `seen` (absent when `seen` is null), so a move written meanwhile is never overwritten. Answers
 * false when the condition did not hold.
 */
export async function correctTierCounts(
  tenantId: string,
  seen: TierCounts | null,
  truth: TierCounts,
  at: string,
): Promise<boolean> {
  const put = userTierCount.put({ tenantId, ...truth, reconciledAt: at });
  const guarded = seen
    ? put.where((attr, op) =>
        MEMBER_TIERS.map((tier) =>
          // A tier no ADD has touched yet has no attribute: it was read as 0.
          seen[tier] === 0
            ? `(${op.notExists(attr[tier])} OR ${op.eq(attr[tier], 0)})`
            : op.eq(attr[tier], seen[tier]),
        ).join(' AND '),
      )
    : put.where((attr, op) => op.notExists(attr.tenantId));
  return ifCondition(() => guarded.go({ response: 'none' }));
}
