import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { UserTierStats } from '@loopline/shared/contracts/platformOps';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityTicket } from '../support/account.ts';
import { call, registerUser, signIn, type Tokens } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 19 item 4, users by tier: the counts move with the writes that change a tier (sign-up,
 * purchase through the payment sandbox, the lapse job), with no roll-up run; the hourly roll-up
 * reconciles drift and keeps the day's snapshot for earlier ranges.
 */
let admin: Tokens;
let buyer: Person;
const today = new Date().toISOString().slice(0, 10);
const path = '/api/cloud/statistics/userTier';

const tiers = async () => {
  const res = await call<UserTierStats>(path, {
    token: admin.access_token,
    body: { startDay: today, endDay: today },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};
const count = (stats: UserTierStats, key: string) => stats.tiers.find((t) => t.key === key)?.count ?? -1;

async function rollUp() {
  const { handler } = await functionsModule<{
    handler(): Promise<{ tenants: number; day: string; corrected: number }>;
  }>('workers/rollUpUserTiers');
  const result = await handler();
  expect(result.day).toBe(today);
  expect(result.tenants).toBeGreaterThanOrEqual(1);
  return result;
}

async function buyMonth(p: Person) {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token: p.tokens.access_token,
    body: { chargeId: 'member-1m' },
  });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
}

beforeAll(async () => {
  admin = await adminTokens();
  buyer = await person();
});

describe('users by tier', () => {
  it('is admin-only and refuses bad ranges', async () => {
    expect((await call(path, { body: {} })).status).toBe(401);
    expect((await call(path, { token: buyer.tokens.access_token, body: {} })).status).toBe(403);
    const reversed = await call(path, {
      token: admin.access_token,
      body: { startDay: '2026-02-02', endDay: '2026-02-01' },
    });
    expect(reversed.status).toBe(400);
  });

  it('has no snapshot for a range before any, every tier present', async () => {
    const none = await call<UserTierStats>(path, {
      token: admin.access_token,
      body: { startDay: '2020-01-01', endDay: '2020-01-31' },
    });
    expect(none.body.data).toEqual({
      day: '',
      live: false,
      tiers: [
        { key: 'nonMember', count: 0 },
        { key: 'member', count: 0 },
        { key: 'superMember', count: 0 },
        { key: 'enterpriseMember', count: 0 },
      ],
    });
  });

  it('moves at once with a purchase, a sign-up and a lapse (no roll-up run)', async () => {
    const before = await tiers();
    expect(before).toMatchObject({ day: today, live: true });
    expect(before.tiers.map((t) => t.key)).toEqual([
      'nonMember',
      'member',
      'superMember',
      'enterpriseMember',
    ]);
    expect(count(before, 'nonMember')).toBeGreaterThanOrEqual(1);

    // Other test files share this cloud (sign-ups, purchases, lapses), so the moves are checked as
    // at least this test's own, in the direction each change goes.
    await buyMonth(buyer);
    const bought = await tiers();
    expect(count(bought, 'member')).toBeGreaterThanOrEqual(count(before, 'member') + 1);

    await person();
    const signedUp = await tiers();
    expect(count(signedUp, 'nonMember')).toBeGreaterThanOrEqual(count(bought, 'nonMember') + 1);

    const { lapseExpired } =
      await functionsModule<typeof import('../../functions/src/membership/index.ts')>('membership/index');
    expect((await lapseExpired(new Date(Date.now() + 40 * 86_400_000))).lapsed).toBeGreaterThanOrEqual(1);
    const lapsed = await tiers();
    // Every monthly membership (this test's included) lapsed: fewer members, more on the free tier.
    expect(count(lapsed, 'member')).toBeLessThan(count(signedUp, 'member'));
    expect(count(lapsed, 'nonMember')).toBeGreaterThan(count(signedUp, 'nonMember'));
  });

  it('a deleted account leaves the counts, and its lapse afterwards moves nothing', async () => {
    await rollUp();
    const settled = await tiers();
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    await buyMonth({ account: user.account, tokens, userId: tokens.user_id });
    expect(count(await tiers(), 'member')).toBe(count(settled, 'member') + 1);

    // Deletion as the sweep does it once the cooling period is over.
    const ticket = await identityTicket(tokens.access_token, user.password);
    const asked = await call('/api/cloud/user/logoutAccount', {
      token: tokens.access_token,
      body: { ticket, agree: true },
    });
    expect(asked.status, asked.body.msg).toBe(200);
    const { finalizeDueDeletions } =
      await functionsModule<typeof import('../../functions/src/account/deletion.ts')>('account/deletion');
    expect(await finalizeDueDeletions(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const deleted = await tiers();
    expect(count(deleted, 'member')).toBe(count(settled, 'member'));
    expect(count(deleted, 'nonMember')).toBe(count(settled, 'nonMember'));

    // The deleted account's membership lapses like any other, but it is no longer counted.
    const { lapseExpired } =
      await functionsModule<typeof import('../../functions/src/membership/index.ts')>('membership/index');
    expect((await lapseExpired(new Date(Date.now() + 40 * 86_400_000))).lapsed).toBeGreaterThanOrEqual(1);
    expect(await tiers()).toEqual(settled);
    // Every move was right: the reconciliation finds nothing to correct.
    expect((await rollUp()).corrected).toBe(0);
  });

  it('the hourly roll-up corrects drift and leaves right counts alone', async () => {
    // Whatever earlier files left, after one reconciliation the counts are the records' truth.
    await rollUp();
    const settled = await tiers();
    expect((await rollUp()).corrected).toBe(0);
    expect(await tiers()).toEqual(settled);

    // A writer that missed its move: the counter says three more enterprise members than there are.
    const { tierMoveItem } =
      await functionsModule<typeof import('../../functions/src/entities/userTierCount.ts')>(
        'entities/userTierCount',
      );
    const { transactWrite } =
      await functionsModule<typeof import('../../functions/src/entities/transaction.ts')>(
        'entities/transaction',
      );
    const drift = { tenantId: '000000', from: null, to: 'enterpriseMember' } as const;
    for (let i = 0; i < 3; i++) await transactWrite({ drift: tierMoveItem(drift) });
    expect(count(await tiers(), 'enterpriseMember')).toBe(count(settled, 'enterpriseMember') + 3);

    const run = await rollUp();
    expect(run.corrected).toBeGreaterThanOrEqual(1);
    expect(await tiers()).toEqual(settled);
  });
});
