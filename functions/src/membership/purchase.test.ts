import { describe, expect, it } from 'vitest';
import type { Purchase } from './purchase.ts';
import type { Quota } from './quota.ts';

// Entities read the table name when their module loads; unit tests have no table.
process.env.TABLE_NAME ??= 'unit-test-table';
const { carriedGrantItem, carriedGrantOf, purchasedQuota } = await import('./purchase.ts');
const { DEFAULT_TIERS } = await import('./tiers.ts');

const GB = 1024 ** 3;
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
const membership = (over: Partial<Purchase>): Purchase => ({
  kind: 'buy',
  tier: 'member',
  months: 1,
  storageBytes: 0,
  parseCount: 0,
  ...over,
});

/** The transaction item's update, as DynamoDB would apply it to `q` when its condition holds. */
function applied(q: Quota, purchase: Purchase) {
  const item = carriedGrantItem(
    q.userId,
    purchase,
    carriedGrantOf(q, purchase.tier as never, tiers),
    now,
  ) as {
    Update: {
      UpdateExpression: string;
      ExpressionAttributeNames: Record<string, string>;
      ExpressionAttributeValues: Record<string, unknown>;
    };
  };
  const {
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  } = item.Update;
  const next: Record<string, unknown> = {};
  const [, setPart = '', addPart = ''] = /SET (.*?)(?: ADD (.*))?$/.exec(expression) ?? [];
  for (const clause of setPart.split(', ')) {
    const [name, value] = clause.split(' = ');
    next[names[name!]!] = values[value!];
  }
  for (const clause of addPart.split(', ').filter(Boolean)) {
    const [name, value] = clause.split(' ');
    const field = names[name!]!;
    next[field] = (q[field as keyof Quota] as number) + (values[value!] as number);
  }
  return next;
}

describe('a membership grant carried from checkout', () => {
  const cases: [string, Quota, Purchase][] = [
    [
      'a first purchase',
      quota({ parseCount: 3 }),
      membership({ kind: 'buy', tier: 'superMember', months: 3 }),
    ],
    [
      'a renewal on top of the validity, storage bought on top kept',
      quota({
        tier: 'member',
        memberDate: '2027-01-10T00:00:00.000Z',
        storageTotal: tiers.member.equities.storage + 5 * GB,
        parseCount: 7,
      }),
      membership({ kind: 'renew', tier: 'member', months: 12 }),
    ],
    [
      'an upgrade',
      quota({
        tier: 'member',
        memberDate: '2027-01-10T00:00:00.000Z',
        storageTotal: tiers.member.equities.storage,
      }),
      membership({ kind: 'upgrade', tier: 'superMember', months: 1 }),
    ],
  ];
  for (const [what, q, purchase] of cases)
    it(`writes what the read path computes: ${what}`, () => {
      const expected = purchasedQuota(q, purchase, tiers, now);
      expect(applied(q, purchase)).toMatchObject(expected);
    });

  it('holds only while the quota is as checkout saw it', () => {
    const q = quota({ tier: 'member', memberDate: '2027-01-10T00:00:00.000Z', storageTotal: 9 * GB });
    const item = carriedGrantItem(
      'u',
      membership({ kind: 'renew' }),
      carriedGrantOf(q, 'member', tiers),
      now,
    ) as {
      Update: { ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> };
    };
    const values = Object.values(item.Update.ExpressionAttributeValues);
    expect(item.Update.ConditionExpression).toMatch(/=.*AND.*=.*AND.*>=/);
    expect(values).toEqual(
      expect.arrayContaining(['member', '2027-01-10T00:00:00.000Z', tiers.member.equities.storage]),
    );
  });

  it('refuses a pack', () => {
    expect(() =>
      carriedGrantItem(
        'u',
        membership({ kind: 'parse', tier: '' }),
        carriedGrantOf(quota(), 'member', tiers),
        now,
      ),
    ).toThrow(RangeError);
  });
});
