import { describe, expect, it } from 'vitest';
import type { Quota } from './quota.ts';

// Entities read the table name when their module loads; unit tests have no table.
process.env.TABLE_NAME ??= 'unit-test-table';
const { purchaseItem } = await import('./purchase.ts');
const { revokeItem } = await import('./revoke.ts');
const { purchaseTierCountItem, quotaTierMove, quotaWithTierCount } = await import('./tierCounts.ts');
const { DEFAULT_TIERS } = await import('./tiers.ts');

const now = new Date('2026-03-01T00:00:00Z');
const quota = (over: Partial<Quota> = {}): Quota => ({
  userId: 'u1',
  tenantId: 't1',
  tier: 'nonMember',
  memberName: '',
  memberNameEn: '',
  memberDate: '',
  storageTotal: 1,
  storageUsed: 0,
  parseCount: 0,
  parseUnlimited: false,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  ...over,
});
/** The ADD the counter item makes, by tier. */
const adds = (item: unknown) => {
  const update = (item as { Update: { ExpressionAttributeValues: Record<string, unknown> } }).Update;
  return Object.values(update.ExpressionAttributeValues).filter((v) => v === 1 || v === -1);
};
const month = { kind: 'buy', tier: 'member', months: 1, storageBytes: 0, parseCount: 0 } as const;

describe('users-by-tier moves', () => {
  it('moves from the tier as read to the new one, and not at all for the same tier or a deleted account', () => {
    expect(quotaTierMove(quota(), 'member')).toEqual({ tenantId: 't1', from: 'nonMember', to: 'member' });
    expect(quotaTierMove(quota({ tier: 'member' }), 'member')).toBeNull();
    expect(quotaTierMove(quota({ accountDeletedAt: now.toISOString() }), 'member')).toBeNull();
  });

  it('a purchase item carries its move beside it; a pack or a renewal moves nothing', () => {
    const bought = quotaWithTierCount(purchaseItem(quota(), month, DEFAULT_TIERS, now));
    expect(bought.quota).toBeTruthy();
    expect(adds(bought.tierCount).sort()).toEqual([-1, 1]);
    const renewed = purchaseItem(
      quota({ tier: 'member', memberDate: '2026-04-01T00:00:00.000Z' }),
      { ...month, kind: 'renew' },
      DEFAULT_TIERS,
      now,
    );
    expect(quotaWithTierCount(renewed).tierCount).toBeNull();
    const pack = purchaseItem(
      quota(),
      { ...month, kind: 'storage', tier: '', storageBytes: 10 },
      DEFAULT_TIERS,
      now,
    );
    expect(quotaWithTierCount(pack).tierCount).toBeNull();
    expect(purchaseTierCountItem(quota(), '')).toBeNull();
    expect(purchaseTierCountItem(quota(), 'superMember')).toBeTruthy();
  });

  it('a revocation that ends the membership moves it back to the free tier', () => {
    const member = quota({ tier: 'member', memberDate: '2026-03-31T00:00:00.000Z' });
    const grant = { ...month, paidTime: '2026-03-01T00:00:00.000Z', payFen: 100, refundFen: 100 };
    const { item } = revokeItem(member, grant, DEFAULT_TIERS, now);
    expect(adds(quotaWithTierCount(item).tierCount).sort()).toEqual([-1, 1]);
    const partial = revokeItem(member, { ...grant, refundFen: 10 }, DEFAULT_TIERS, now);
    expect(quotaWithTierCount(partial.item).tierCount).toBeNull();
    expect(quotaWithTierCount(null)).toEqual({ quota: null, tierCount: null });
  });
});
