import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@loopline/shared';
import type {
  AccessInfo,
  LoginDayStats,
  LoginRecord,
  OnlineProportion,
  OnlineUser,
} from '@loopline/shared/contracts/platformOps';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, passwordSignIn, registerUser, signIn, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';

/** Issue 19 item 3: the login log, written by the sign-in path, read by the back office only. */
let admin: Tokens;
let user: Awaited<ReturnType<typeof registerUser>>;
let userToken: string;
let userId: string;
const today = new Date().toISOString().slice(0, 10);

const asAdmin = <T>(path: string) => call<T>(path, { token: admin.access_token });
const todayStats = async () => {
  const res = await asAdmin<LoginDayStats[]>(
    `/api/cloud/loginLog/statistics?startDay=${today}&endDay=${today}`,
  );
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data[0]!;
};

beforeAll(async () => {
  admin = await adminTokens();
  user = await registerUser();
  const tokens = await signIn(user.account, user.password);
  userToken = tokens.access_token;
  userId = tokens.user_id;
});

describe('the login log', () => {
  it('is admin-only', async () => {
    for (const path of ['behavior', 'online', 'statistics', 'accessInfo', 'onlineProportion']) {
      expect((await call(`/api/cloud/loginLog/${path}`)).status).toBe(401);
      expect((await call(`/api/cloud/loginLog/${path}`, { token: userToken })).status).toBe(403);
    }
  });

  it('refuses bad ranges and filters with a 4xx envelope', async () => {
    const reversed = await asAdmin(`/api/cloud/loginLog/statistics?startDay=2026-02-01&endDay=2026-01-01`);
    expect(reversed.status).toBe(400);
    const long = await asAdmin(`/api/cloud/loginLog/accessInfo?startDay=2024-01-01&endDay=2026-01-01`);
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('Choose a date range of at most 366 days.');
    expect((await asAdmin('/api/cloud/loginLog/behavior?day=yesterday')).status).toBe(400);
    expect((await asAdmin('/api/cloud/loginLog/behavior?result=maybe')).status).toBe(400);
  });

  it('lists sign-ins and failures of the day, kept by TTL for at least six months', async () => {
    const failed = await passwordSignIn(user.account, 'Wrong-password-1', { tenantId: '000000' });
    expect(failed.status).not.toBe(200);
    const res = await asAdmin<Page<LoginRecord>>(
      `/api/cloud/loginLog/behavior?day=${today}&account=${encodeURIComponent(user.account)}`,
    );
    expect(res.status, res.body.msg).toBe(200);
    const results = res.body.data.records.map((r) => r.result).sort();
    expect(results).toEqual(['fail', 'success']);
    expect(res.body.data.records[0]).toMatchObject({ account: user.account, userId });
    expect(res.body.data.records[0]?.ip).toBeTruthy();

    const { client, table } = testDb();
    const items = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `LOGINLOG#000000#${today}` },
      }),
    );
    const mine = (items.Items ?? []).filter((i) => i.account === user.account);
    expect(mine).toHaveLength(2);
    const sixMonths = Date.now() / 1000 + 183 * 86_400;
    for (const item of mine) expect(item.expiresAt).toBeGreaterThan(sixMonths);
  });

  it('shows who is online, the counters, access by client and the online proportion', async () => {
    const before = await todayStats();
    await signIn(user.account, user.password);
    const after = await todayStats();
    expect(after.success).toBe(before.success + 1);
    // The user was already active today: a second sign-in is not a second active user.
    expect(after.active).toBe(before.active);
    expect(after.active).toBeGreaterThanOrEqual(1);

    const online = await asAdmin<OnlineUser[]>('/api/cloud/loginLog/online');
    expect(online.body.data.filter((u) => u.userId === userId)).toHaveLength(1);
    const clients = await asAdmin<AccessInfo[]>(`/api/cloud/loginLog/accessInfo?startDay=${today}`);
    expect(clients.body.data.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(2);
    const proportion = await asAdmin<OnlineProportion>('/api/cloud/loginLog/onlineProportion');
    expect(proportion.body.data.online).toBeGreaterThanOrEqual(1);
    expect(proportion.body.data.proportion).toBeGreaterThan(0);
    expect(proportion.body.data.proportion).toBeLessThanOrEqual(1);
  });
});
