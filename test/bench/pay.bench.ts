import { createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import type { SandboxKeys } from '../../localstack/src/paySandboxKeys.ts';
import { wxEncryptResource, wxSignedHeaders } from '../../localstack/src/paySandboxWire.ts';
import { freePort } from '../../localstack/src/ports.ts';
import { median, percentile, round } from './stats.ts';

/**
 * Issue 18: what handling a WeChat Pay notify costs (platform signature, AES-256-GCM resource, and
 * on the common path one DynamoDB request: the order + quota + counter transaction conditioned on
 * the order the notify's `attach` describes, pay/settleFast.ts) against its floor — a bare node:http
 * server that verifies the same signature and makes one conditional DynamoDB write — and checkout
 * (order + signed request to the sandbox gateway + its signed answer) on the same cloud. The
 * notifies carry the `attach` checkout sends (pay/settleCarry.ts), as WeChat echoes it.
 */

const read = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
  });

function notifyFor(keys: SandboxKeys, order: { id: string; payFen: number }, attach?: string) {
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: wxEncryptResource(
      keys.wx.apiV3Key,
      {
        appid: keys.wx.appId,
        mchid: keys.wx.mchId,
        out_trade_no: order.id,
        transaction_id: randomBytes(14).toString('hex'),
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        success_time: new Date().toISOString(),
        amount: { total: order.payFen, payer_total: order.payFen, currency: 'CNY' },
        ...(attach ? { attach } : {}),
      },
      'transaction',
    ),
  });
  const headers = {
    'content-type': 'application/json',
    ...wxSignedHeaders(keys.wx.platform.privateKey, keys.wx.platformSerialNo, body),
  };
  return { body, headers };
}

async function timed(request: () => Promise<Response>, status?: number): Promise<number> {
  const t = performance.now();
  const res = await request();
  await res.arrayBuffer();
  if (status ? res.status !== status : !res.ok) throw new Error(`request failed: ${res.status}`);
  return performance.now() - t;
}

const summary = (times: number[]) => ({
  samples: times.length,
  median: round(median(times)),
  p95: round(percentile(times, 95)),
});

export async function payFigures(cloud: LocalCloud, keys: SandboxKeys, rounds = 5, perRound = 60) {
  const { createOrder } = await import('../../functions/src/pay/orders.ts');
  const { carryOf } = await import('../../functions/src/pay/settleCarry.ts');
  const { dynamo, tableName } = await import('../../functions/src/lib/aws/dynamo.ts');
  const { PutCommand, TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const caller = { userId: `bench-${randomBytes(4).toString('hex')}`, tenantId: '000000' };
  const member = { userId: `bench-${randomBytes(4).toString('hex')}`, tenantId: '000000' };

  // The floor: verify the platform signature over the body, then one conditional write.
  const port = await freePort();
  const bare = createServer(async (req, res) => {
    const body = await read(req);
    const h = req.headers as Record<string, string>;
    const ok = createVerify('RSA-SHA256')
      .update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${body}\n`)
      .verify(keys.wx.platform.publicKey, h['wechatpay-signature']!, 'base64');
    if (!ok) {
      res.writeHead(401).end();
      return;
    }
    const item = { pk: `BENCH#${randomBytes(8).toString('hex')}`, sk: 'NOTIFY', type: 'bench' };
    // `/transaction`: the write the issue requires instead (the order's status and the equity in one
    // transaction): the order, the buyer's quota and the day's counter, with no product code around it.
    // `/transaction1`: the same conditional write as the floor's, sent as a one-item transaction —
    // the least any settlement in one transaction can cost.
    if (req.url === '/transaction1')
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      );
    else if (req.url === '/transaction')
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Update: {
                TableName: tableName(),
                Key: { pk: `BENCH#QUOTA#${caller.userId}`, sk: 'QUOTA' },
                UpdateExpression: 'ADD parseCount :n',
                ExpressionAttributeValues: { ':n': 10 },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: { pk: 'BENCH#COUNTER', sk: new Date().toISOString().slice(0, 10) },
                UpdateExpression: 'ADD paid :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
    else
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"SUCCESS"}');
  });
  await new Promise<void>((ok) => bare.listen(port, '127.0.0.1', () => ok()));

  const notifyUrl = `${cloud.url}/api/blade-pay/notify/wxpay`;
  const forged = () => {
    const n = notifyFor(keys, { id: 'x', payFen: 1000 });
    return { headers: n.headers, body: n.body.replace('支付成功', '支付失败') };
  };
  const sides = {
    notify: async () => {
      const order = await createOrder(caller, 'parse-10', 'wxpay');
      const n = notifyFor(keys, order, carryOf(order));
      return timed(() => fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body }));
    },
    // A membership's grant was computed at checkout from the quota and tiers it read (carried on the order).
    notifyMembership: async () => {
      const order = await createOrder(member, 'member-1m', 'wxpay');
      const n = notifyFor(keys, order, carryOf(order));
      return timed(() => fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body }));
    },
    bare: async () => {
      const n = notifyFor(keys, { id: 'x', payFen: 1000 });
      return timed(() =>
        fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: n.headers, body: n.body }),
      );
    },
    bareOneItemTransaction: async () => {
      const n = notifyFor(keys, { id: 'x', payFen: 1000 });
      return timed(() =>
        fetch(`http://127.0.0.1:${port}/transaction1`, { method: 'POST', headers: n.headers, body: n.body }),
      );
    },
    bareTransaction: async () => {
      const n = notifyFor(keys, { id: 'x', payFen: 1000 });
      return timed(() =>
        fetch(`http://127.0.0.1:${port}/transaction`, { method: 'POST', headers: n.headers, body: n.body }),
      );
    },
    // What the local API adapter and the request pipeline cost: the same notify with a signature that
    // does not verify is refused (401) after the same verification, with no DynamoDB request, on both.
    refused: async () => {
      const n = forged();
      return timed(() => fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body }), 401);
    },
    bareRefused: async () => {
      const n = forged();
      return timed(
        () => fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: n.headers, body: n.body }),
        401,
      );
    },
  };
  type Side = keyof typeof sides;
  const times: Record<Side, number[]> = {
    notify: [],
    notifyMembership: [],
    bare: [],
    bareOneItemTransaction: [],
    bareTransaction: [],
    refused: [],
    bareRefused: [],
  };
  for (const side of Object.keys(sides) as Side[]) for (let i = 0; i < 20; i++) await sides[side]();
  // Interleaved rounds: machine noise falls on both sides alike.
  for (let r = 0; r < rounds; r++)
    for (const side of Object.keys(sides) as Side[])
      for (let i = 0; i < perRound; i++) times[side].push(await sides[side]());
  bare.close();

  // DynamoDB requests one notify makes before it is answered (counted apart from the timed rounds).
  let counted = 0;
  dynamo.middlewareStack.add(
    (next) => async (args) => {
      counted++;
      return next(args);
    },
    { step: 'initialize', name: 'benchCountRequests' },
  );
  const requestsOf = async (side: 'notify' | 'notifyMembership') => {
    const order = await createOrder(
      side === 'notify' ? caller : member,
      side === 'notify' ? 'parse-10' : 'member-1m',
      'wxpay',
    );
    const n = notifyFor(keys, order, carryOf(order));
    // Lets the log tap deliver earlier notifies' pushes (their lookups are not this notify's).
    await new Promise((ok) => setTimeout(ok, 300));
    counted = 0;
    await timed(() => fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body }));
    return counted;
  };
  const dynamoRequests = {
    notify: await requestsOf('notify'),
    notifyMembership: await requestsOf('notifyMembership'),
  };
  dynamo.middlewareStack.remove('benchCountRequests');

  // Checkout over HTTP as the seeded administrator: price, order, signed request, verified answer.
  const { signInDemo } = await import('./foundation.bench.ts');
  const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
  const checkout: number[] = [];
  for (let i = 0; i < rounds * perRound; i++)
    checkout.push(
      await timed(() =>
        fetch(`${cloud.url}/api/blade-pay/wxpay/nativePay`, {
          method: 'POST',
          headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ chargeId: 'parse-10' }),
        }),
      ),
    );

  const notify = summary(times.notify);
  const notifyMembership = summary(times.notifyMembership);
  const floor = summary(times.bare);
  const transactionFloor = summary(times.bareTransaction);
  const oneItemFloor = summary(times.bareOneItemTransaction);
  const refused = summary(times.refused);
  const bareRefused = summary(times.bareRefused);
  return {
    load1m: round(loadavg()[0] ?? 0),
    notify,
    notifyMembership,
    bareVerifyPlusConditionalWrite: floor,
    notifyP95Ratio: round(notify.p95 / floor.p95),
    notifyMembershipP95Ratio: round(notifyMembership.p95 / floor.p95),
    goalRatio: 1.5,
    // What the issue's own requirement costs on this DynamoDB: the floor's write as a one-item
    // transaction, against the floor. A settlement in one transaction cannot go below this ratio.
    bareVerifyPlusOneItemTransaction: oneItemFloor,
    oneItemTransactionP95Ratio: round(oneItemFloor.p95 / floor.p95),
    // The same against a bare verification plus the three-item transaction the settlement must be.
    bareVerifyPlusTransaction: transactionFloor,
    notifyP95RatioToTransaction: round(notify.p95 / transactionFloor.p95),
    notifyMembershipP95RatioToTransaction: round(notifyMembership.p95 / transactionFloor.p95),
    dynamoRequestsPerNotify: dynamoRequests,
    // Signature refused (401), no DynamoDB request on either side: the adapter + pipeline's own cost.
    adapter: {
      refused,
      bareRefused,
      medianMs: round(refused.median - bareRefused.median),
      p95Ms: round(refused.p95 - bareRefused.p95),
    },
    checkout: summary(checkout),
  };
}
