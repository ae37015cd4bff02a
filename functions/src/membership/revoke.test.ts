import { describe, expect, it } from 'vitest';
import type { Quota } from './quota.ts';
import { type Grant, revokedQuota } from './revoke.ts';
import { DEFAULT_TIERS } from './tiers.ts';

const GB = 1024 ** 3;
const DAY = 86_400_000;
const now = new Date('2026-11-25T00:00:00Z');
const tiers = DEFAULT_TIERS;

const quota = (over: Partial<Quota> = {}): Quota => ({
  userId: 'u',
  tenantId: 't',
  tier: 'nonMember',
  memberName: '',
  memberNameEn: '',
  memberDate: '',
  storageTotal: tiers.nonMember.equities.storage,
  storageUsed: 0,
  parseCount: 0,
  parseUnlimited: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});
const grant = (over: Partial<Grant>): Grant => ({
  kind: 'parse',
  tier: '',
  months: 0,
  storageBytes: 0,
  parseCount: 0,
  paidTime: new Date(now.getTime() - DAY).toISOString(),
  payFen: 1000,
  refundFen: 1000,
  ...over,
});

describe('what a refund takes back', () => {
  it('a parse pack: its share of the parses, never below zero', () => {
    expect(revokedQuota(quota({ parseCount: 30 }), grant({ parseCount: 10 }), tiers, now).revoked.parse).toBe(
      10,
    );
    expect(
      revokedQuota(quota({ parseCount: 30 }), grant({ parseCount: 10, refundFen: 500 }), tiers, now).revoked
        .parse,
    ).toBe(5);
    const used = revokedQuota(quota({ parseCount: 3 }), grant({ parseCount: 10 }), tiers, now);
    expect(used).toMatchObject({ next: { parseCount: 0 }, revoked: { parse: 3 } });
  });

  it('a storage pack: its share of the bytes, never below what is used', () => {
    const base = tiers.nonMember.equities.storage;
    const pack = grant({ kind: 'storage', storageBytes: 50 * GB, payFen: 1000, refundFen: 333 });
    const part = revokedQuota(quota({ storageTotal: base + 50 * GB }), pack, tiers, now);
    // 333/1000 of 50 GB, rounded down to the byte, without floating point.
    expect(part.revoked.storage).toBe(Number((BigInt(50 * GB) * 333n) / 1000n));
    const full = grant({ kind: 'storage', storageBytes: 50 * GB });
    const inUse = revokedQuota(
      quota({ storageTotal: base + 50 * GB, storageUsed: base + 40 * GB }),
      full,
      tiers,
      now,
    );
    expect(inUse).toMatchObject({ next: { storageTotal: base + 40 * GB }, revoked: { storage: 10 * GB } });
  });

  it('a membership: its share of the time it still has left; all of it ends the membership', () => {
    const member = quota({
      tier: 'member',
      memberDate: new Date(now.getTime() + 29 * DAY).toISOString(),
      storageTotal: tiers.member.equities.storage + 50 * GB,
      parseCount: 40,
    });
    const bought = grant({ kind: 'buy', tier: 'member', months: 1, payFen: 3000, refundFen: 3000 });
    const full = revokedQuota(member, bought, tiers, now);
    expect(full.next).toMatchObject({
      tier: 'nonMember',
      memberDate: '',
      storageTotal: tiers.nonMember.equities.storage + 50 * GB,
    });
    expect(full.revoked.ms).toBe(29 * DAY);
    const half = revokedQuota(member, { ...bought, refundFen: 1500 }, tiers, now);
    expect(half.next).toMatchObject({
      tier: 'member',
      memberDate: new Date(now.getTime() + 14.5 * DAY).toISOString(),
    });
    expect(half.revoked.ms).toBe(14.5 * DAY);
  });

  it('a renewal refunded takes only its own period off the end, never time already used', () => {
    const member = quota({ tier: 'member', memberDate: new Date(now.getTime() + 60 * DAY).toISOString() });
    const renewal = grant({ kind: 'renew', tier: 'member', months: 1, paidTime: '2026-11-01T00:00:00Z' });
    const { next, revoked } = revokedQuota(member, renewal, tiers, now);
    // November has 30 days: that period comes off the 60 days left.
    expect(revoked.ms).toBe(30 * DAY);
    expect(next).toMatchObject({
      tier: 'member',
      memberDate: new Date(now.getTime() + 30 * DAY).toISOString(),
    });
  });

  it('takes no time when the tier changed since (upgraded or lapsed)', () => {
    const upgraded = quota({
      tier: 'superMember',
      memberDate: new Date(now.getTime() + 20 * DAY).toISOString(),
    });
    const vip = grant({ kind: 'buy', tier: 'member', months: 1 });
    expect(revokedQuota(upgraded, vip, tiers, now)).toEqual({
      next: {},
      revoked: { ms: 0, storage: 0, parse: 0 },
    });
    expect(revokedQuota(quota(), vip, tiers, now).revoked.ms).toBe(0);
  });

  it('several parts take, together, what one refund of their sum would; the last part takes the rest', () => {
    const pack = grant({ kind: 'parse', parseCount: 10, payFen: 1000 });
    const first = revokedQuota(quota({ parseCount: 10 }), { ...pack, refundFen: 300 }, tiers, now);
    expect(first.revoked.parse).toBe(3);
    const second = revokedQuota(
      quota({ parseCount: 7 }),
      { ...pack, refundFen: 300, refundedBeforeFen: 300, revokedBefore: first.revoked },
      tiers,
      now,
    );
    // 300 of the 700 left takes 3 of the 7 parses left.
    expect(second.revoked.parse).toBe(3);
    const last = revokedQuota(
      quota({ parseCount: 4 }),
      { ...pack, refundFen: 400, refundedBeforeFen: 600, revokedBefore: { ms: 0, storage: 0, parse: 6 } },
      tiers,
      now,
    );
    expect(last).toMatchObject({ next: { parseCount: 0 }, revoked: { parse: 4 } });

    const base = tiers.nonMember.equities.storage;
    const storage = grant({ kind: 'storage', storageBytes: 50 * GB, payFen: 1000, refundFen: 333 });
    const one = revokedQuota(quota({ storageTotal: base + 50 * GB }), storage, tiers, now).revoked;
    const rest = revokedQuota(
      quota({ storageTotal: base + 50 * GB - one.storage }),
      { ...storage, refundFen: 667, refundedBeforeFen: 333, revokedBefore: one },
      tiers,
      now,
    ).revoked;
    // No byte is left behind by rounding: the two parts take the whole pack.
    expect(one.storage + rest.storage).toBe(50 * GB);
  });

  it('membership time in two halves: the second half ends the membership', () => {
    const end = new Date(now.getTime() + 30 * DAY).toISOString();
    const bought = grant({
      kind: 'buy',
      tier: 'member',
      months: 1,
      payFen: 3000,
      refundFen: 1500,
      paidTime: now.toISOString(),
    });
    const member = quota({ tier: 'member', memberDate: end, parseCount: 0 });
    const first = revokedQuota(member, bought, tiers, now);
    expect(first.revoked.ms).toBe(15 * DAY);
    const second = revokedQuota(
      quota({ tier: 'member', memberDate: (first.next as { memberDate: string }).memberDate }),
      { ...bought, refundedBeforeFen: 1500, revokedBefore: first.revoked },
      tiers,
      now,
    );
    expect(second.next).toMatchObject({ tier: 'nonMember', memberDate: '' });
    expect(first.revoked.ms + second.revoked.ms).toBe(30 * DAY);
  });
});
