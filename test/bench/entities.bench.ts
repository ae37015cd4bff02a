import { randomUUID } from 'node:crypto';
import { median, percentile, round } from './stats.ts';

/**
 * Runs inside a started local cloud. Issue 13: the entity layer (ElectroDB) against the raw SDK call
 * for the same item and the same page, interleaved so both see the same machine.
 */
export async function entityFigures(samples = 1500) {
  const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/src/lib/aws/dynamo.ts');
  const { session } = await import('../../functions/src/entities/session.ts');
  const table = process.env.TABLE_NAME!;
  const userId = `bench-${randomUUID()}`;
  const now = new Date().toISOString();
  for (let i = 0; i < 25; i++) {
    await session
      .put({
        userId,
        sessionId: `s${String(i).padStart(3, '0')}`,
        tenantId: '000000',
        clientId: 'portal',
        deptId: '1',
        roleId: '2',
        ip: '127.0.0.1',
        userAgent: 'bench',
        lang: 'en',
        createdAt: now,
        lastSeenAt: now,
        refreshJti: randomUUID(),
        status: 'active',
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
  }
  const calls = {
    rawGet: () =>
      dynamo.send(new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'SESSION#s007' } })),
    entityGet: () => session.get({ userId, sessionId: 's007' }).go(),
    rawQuery: () =>
      dynamo.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'SESSION#' },
        }),
      ),
    entityQuery: () => session.query.byUser({ userId }).go(),
  };
  const times: Record<keyof typeof calls, number[]> = {
    rawGet: [],
    entityGet: [],
    rawQuery: [],
    entityQuery: [],
  };
  for (let i = 0; i < 100; i++) for (const call of Object.values(calls)) await call();
  for (let i = 0; i < samples; i++) {
    for (const [name, call] of Object.entries(calls) as [keyof typeof calls, () => Promise<unknown>][]) {
      const t = performance.now();
      await call();
      times[name].push(performance.now() - t);
    }
  }
  const stat = (values: number[]) => ({
    median: round(median(values), 3),
    p95: round(percentile(values, 95), 3),
  });
  const result = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stat(v)])) as Record<
    keyof typeof calls,
    { median: number; p95: number }
  >;
  return {
    samples,
    ...result,
    ratios: {
      getMedian: round(result.entityGet.median / result.rawGet.median),
      getP95: round(result.entityGet.p95 / result.rawGet.p95),
      queryMedian: round(result.entityQuery.median / result.rawQuery.median),
      queryP95: round(result.entityQuery.p95 / result.rawQuery.p95),
    },
  };
}
