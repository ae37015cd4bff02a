import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { EquityFunctionItem, EquityRow, FunctionItem } from '@loopline/shared/contracts/equityAdmin';
import type { PaymentStart, TierEquities } from '@loopline/shared/contracts/pay';
import type { AdminOrderView } from '@loopline/shared/contracts/payAdmin';
import type { ClientPrivilege } from '@loopline/shared/contracts/privilege';
import type { RechargeOutline, RechargeTrend } from '@loopline/shared/contracts/rechargeStats';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, settleAuditLogs, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * pay-gaps (issue 18): function items and the equity family on the tier records, the recharge
 * statistics page's outline / trend / queryOrder / downDayOrder, the WeChat Pay settings list and
 * remove. Each family: 401 signed out, 403 for users, bad input 400 translated with nothing written,
 * and the effect seen where the product shows it (the member centre's comparison).
 */
let admin: Tokens;
let buyer: Person;
const today = () => new Date().toISOString().slice(0, 10);
type Page<T> = { records: T[]; total: number };

const get = <T>(path: string, who = admin.access_token, lang: 'en' | 'zh' = 'en') =>
  call<T>(path, { token: who, lang });
const post = <T>(path: string, body: object, who = admin.access_token, lang: 'en' | 'zh' = 'en') =>
  call<T>(path, { token: who, body, lang });

async function itemCount() {
  // The operation log of earlier admin calls lands asynchronously: let it in before counting.
  await settleAuditLogs();
  const { client, table } = testDb();
  const out = await client.send(new ScanCommand({ TableName: table, Select: 'COUNT' }));
  return out.Count ?? 0;
}

/** The table must not change while `run` is refused. */
async function refusedWithoutWrites(run: () => Promise<{ status: number; body: { msg: string } }>) {
  const count = await itemCount();
  const res = await run();
  expect(res.status, res.body.msg).toBe(400);
  expect(res.body.msg).not.toMatch(/\b(equity|pay)\.[a-z]|undefined|Invalid/);
  expect(await itemCount()).toBe(count);
  return res.body.msg;
}

const comparison = async (lang: 'en' | 'zh' = 'en') =>
  (await get<ClientPrivilege[]>('/api/cloud/equity/preview/list', buyer.tokens.access_token, lang)).body.data;
const shownTiers = async () =>
  (await get<TierEquities[]>('/api/cloud/equity/list', buyer.tokens.access_token)).body.data;

beforeAll(async () => {
  admin = await adminTokens();
  buyer = await person();
});

const NEW_ROUTES: [string, object | null][] = [
  ['/api/cloud/functionItem/list', null],
  ['/api/cloud/functionItem/update', { id: 'priorityFile', name: 'x', nameEn: 'x', sort: 1 }],
  ['/api/cloud/functionItem/publish', { ids: ['priorityFile'], status: 0 }],
  ['/api/cloud/equity/publish', { ids: ['member'], status: 0 }],
  ['/api/cloud/equity/remove', { ids: ['member'] }],
  ['/api/cloud/equity/functionItemList', { id: 'member' }],
  ['/api/cloud/equity/addFunctionItems', { id: 'member', itemIds: ['downAnalysis'] }],
  ['/api/cloud/equity/removeFunctionItems', { id: 'member', itemIds: ['downSpeed'] }],
  ['/api/cloud/equity/sort', null],
  ['/api/cloud/pay/success/count/outline', { from: today(), to: today() }],
  ['/api/cloud/pay/success/count/trend', { from: today(), to: today() }],
  ['/api/cloud/pay/success/count/queryOrder', {}],
  ['/api/cloud/pay/success/count/downDayOrder', { day: today() }],
  ['/api/blade-pay/wxpay/config/list', null],
  ['/api/blade-pay/wxpay/config/remove', {}],
];

describe('who may call the new routes', () => {
  it('answers 401 signed out and 403 to users, writing nothing', async () => {
    const count = await itemCount();
    for (const [path, body] of NEW_ROUTES) {
      const signedOut = await call(path, body ? { body } : {});
      expect(signedOut.status, path).toBe(401);
      const user = await call(
        path,
        body ? { body, token: buyer.tokens.access_token } : { token: buyer.tokens.access_token },
      );
      expect(user.status, path).toBe(403);
    }
    expect(await itemCount()).toBe(count);
  });
});

describe('function items', () => {
  afterAll(async () => {
    await post('/api/cloud/functionItem/publish', { ids: ['downSpeed', 'priorityFile'], status: 1 });
    await post('/api/cloud/functionItem/update', {
      id: 'priorityFile',
      name: '文件优先处理',
      nameEn: 'Priority file processing',
      description: '文件转换优先排队',
      descriptionEn: 'Your conversions are queued first',
      sort: 8,
    });
  });

  it('lists the equity codes the product enforces: four limits, four switches', async () => {
    const res = await get<FunctionItem[]>('/api/cloud/functionItem/list');
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.map((i) => [i.id, i.kind])).toEqual([
      ['storage', 'quota'],
      ['parse', 'quota'],
      ['project', 'quota'],
      ['projectUserNum', 'quota'],
      ['downSpeed', 'switch'],
      ['downAnalysis', 'switch'],
      ['exclusiveAnalyze', 'switch'],
      ['priorityFile', 'switch'],
    ]);
    const found = await get<FunctionItem[]>('/api/cloud/functionItem/list?name=download');
    expect(found.body.data.map((i) => i.id)).toEqual(['downSpeed', 'downAnalysis']);
  });

  it('renames and reorders an item in the comparison, in both languages', async () => {
    const saved = await post<FunctionItem>('/api/cloud/functionItem/update', {
      id: 'priorityFile',
      name: '极速处理',
      nameEn: 'Express processing',
      description: '优先',
      descriptionEn: 'First in line',
      sort: 0,
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const en = await comparison('en');
    expect(en[0]).toMatchObject({ id: 'priorityFile', kind: 'switch', name: 'Express processing' });
    expect(en[0]!.limits).toEqual({ nonMember: 0, member: 0, superMember: 0, enterpriseMember: 1 });
    expect((await comparison('zh'))[0]!.name).toBe('极速处理');
    const storage = en.find((r) => r.id === 'storage')!;
    expect(storage.limits.member).toBe(100 * 1024 ** 3);
  });

  it('a withdrawn switch leaves the comparison and no tier grants it; publishing brings it back', async () => {
    const withdrawn = await post('/api/cloud/functionItem/publish', { ids: ['downSpeed'], status: 0 });
    expect(withdrawn.status, withdrawn.body.msg).toBe(200);
    expect(withdrawn.body.msg).toBe('Withdrawn.');
    expect((await comparison()).some((r) => r.id === 'downSpeed')).toBe(false);
    expect((await shownTiers()).find((t) => t.code === 'member')!.equities.downSpeed).toBe(false);
    const benefits = await post<{ downSpeed: boolean }>(
      '/api/cloud/order/user/rel/queryDownBenefits',
      {},
      buyer.tokens.access_token,
    );
    expect(benefits.body.data.downSpeed).toBe(false);
    const attach = await post('/api/cloud/equity/addFunctionItems', {
      id: 'nonMember',
      itemIds: ['downSpeed'],
    });
    expect(attach.status).toBe(400);
    expect(attach.body.msg).toContain('publish it first');

    expect((await post('/api/cloud/functionItem/publish', { ids: ['downSpeed'], status: 1 })).status).toBe(
      200,
    );
    expect((await comparison()).some((r) => r.id === 'downSpeed')).toBe(true);
    expect((await shownTiers()).find((t) => t.code === 'member')!.equities.downSpeed).toBe(true);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const bads: object[] = [
      { id: 'priorityFile', name: ' ', nameEn: 'x', sort: 1 },
      { id: 'priorityFile', name: 'x'.repeat(31), nameEn: 'x', sort: 1 },
      { id: 'teleport', name: 'x', nameEn: 'x', sort: 1 },
      { id: 'priorityFile', name: 'x', nameEn: 'x', sort: -1 },
    ];
    for (const bad of bads) await refusedWithoutWrites(() => post('/api/cloud/functionItem/update', bad));
    await refusedWithoutWrites(() =>
      post('/api/cloud/functionItem/publish', { ids: ['downSpeed'], status: 2 }),
    );
    await refusedWithoutWrites(() => post('/api/cloud/functionItem/publish', { ids: [], status: 1 }));
    const zh = await refusedWithoutWrites(() =>
      post('/api/cloud/functionItem/publish', { ids: ['nope'], status: 1 }, admin.access_token, 'zh'),
    );
    expect(zh).toContain('功能项');
  });
});

describe('equities', () => {
  afterAll(async () => {
    await post('/api/cloud/equity/remove', { ids: ['member', 'enterpriseMember'] });
  });

  it('withdrawing an equity takes its column out of the member centre; publishing puts it back', async () => {
    const res = await post('/api/cloud/equity/publish', { ids: ['enterpriseMember'], status: 0 });
    expect(res.status, res.body.msg).toBe(200);
    expect((await shownTiers()).map((t) => t.code)).toEqual(['nonMember', 'member', 'superMember']);
    const rows = await get<EquityRow[]>('/api/cloud/equity/sort');
    expect(rows.body.data.find((r) => r.code === 'enterpriseMember')).toMatchObject({ status: 0, sort: 3 });
    expect((await post('/api/cloud/equity/publish', { ids: ['enterpriseMember'], status: 1 })).status).toBe(
      200,
    );
    expect((await shownTiers()).map((t) => t.code)).toContain('enterpriseMember');
  });

  it('sorts equities through saveOrUpdate and GET sort reads the order', async () => {
    const tier = (await shownTiers()).find((t) => t.code === 'member')!;
    const saved = await post('/api/cloud/equity/saveOrUpdate', {
      code: 'member',
      memberName: tier.memberName,
      memberNameEn: tier.memberNameEn,
      equities: { ...tier.equities, storageGb: tier.equities.storage / 1024 ** 3 },
      sort: 9,
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await get<EquityRow[]>('/api/cloud/equity/sort')).body.data.map((r) => r.code)).toEqual([
      'nonMember',
      'superMember',
      'enterpriseMember',
      'member',
    ]);
    expect((await shownTiers()).map((t) => t.code).at(-1)).toBe('member');
  });

  it('attaches and detaches switches on the tier itself; limits stay attached', async () => {
    const items = await post<EquityFunctionItem[]>('/api/cloud/equity/functionItemList', { id: 'member' });
    expect(items.status, items.body.msg).toBe(200);
    expect(items.body.data.find((i) => i.id === 'downAnalysis')).toMatchObject({
      attached: false,
      value: null,
    });
    expect(items.body.data.find((i) => i.id === 'storage')).toMatchObject({
      attached: true,
      value: 100 * 1024 ** 3,
    });

    const added = await post<EquityFunctionItem[]>('/api/cloud/equity/addFunctionItems', {
      id: 'member',
      itemIds: ['downAnalysis'],
    });
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.data.find((i) => i.id === 'downAnalysis')!.attached).toBe(true);
    expect((await shownTiers()).find((t) => t.code === 'member')!.equities.downAnalysis).toBe(true);
    expect((await comparison()).find((r) => r.id === 'downAnalysis')!.limits.member).toBe(1);

    const removed = await post('/api/cloud/equity/removeFunctionItems', {
      id: 'member',
      itemIds: ['downSpeed'],
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await shownTiers()).find((t) => t.code === 'member')!.equities.downSpeed).toBe(false);

    const msg = await refusedWithoutWrites(() =>
      post('/api/cloud/equity/removeFunctionItems', { id: 'member', itemIds: ['storage'] }),
    );
    expect(msg).toContain('limits every tier has');
  });

  it('remove returns a tier to what Loopline ships', async () => {
    expect((await post('/api/cloud/equity/remove', { ids: ['member'] })).status).toBe(200);
    const member = (await shownTiers()).find((t) => t.code === 'member')!;
    expect(member.equities).toMatchObject({ downSpeed: true, downAnalysis: false, storage: 100 * 1024 ** 3 });
    expect((await get<EquityRow[]>('/api/cloud/equity/sort')).body.data.map((r) => r.code)).toEqual([
      'nonMember',
      'member',
      'superMember',
      'enterpriseMember',
    ]);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    await refusedWithoutWrites(() => post('/api/cloud/equity/publish', { ids: ['platinum'], status: 1 }));
    await refusedWithoutWrites(() => post('/api/cloud/equity/publish', { ids: ['member'], status: 'yes' }));
    await refusedWithoutWrites(() => post('/api/cloud/equity/remove', { ids: [] }));
    await refusedWithoutWrites(() => post('/api/cloud/equity/functionItemList', {}));
    await refusedWithoutWrites(() =>
      post('/api/cloud/equity/addFunctionItems', { id: 'member', itemIds: ['warpDrive'] }),
    );
    await refusedWithoutWrites(() =>
      post('/api/cloud/equity/addFunctionItems', { id: 'member', itemIds: ['parse', 'downAnalysis'] }),
    );
  });
});

describe('the recharge statistics page', () => {
  let orderId = '';
  beforeAll(async () => {
    const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
      token: buyer.tokens.access_token,
      body: { chargeId: 'parse-10' },
    });
    expect(start.status, start.body.msg).toBe(200);
    const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(paid.status).toBe(200);
    orderId = start.body.data.order.id;
    const end = Date.now() + 20_000;
    while (
      (
        await get<{ status: string }>(
          `/api/blade-pay/order/checkOrderStatus?orderId=${orderId}`,
          buyer.tokens.access_token,
        )
      ).body.data.status !== 'completed'
    ) {
      expect(Date.now()).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it('outline: the range beside the one just before, from the settlement counters', async () => {
    const res = await post<RechargeOutline>('/api/cloud/pay/success/count/outline', {
      from: today(),
      to: today(),
    });
    expect(res.status, res.body.msg).toBe(200);
    const o = res.body.data;
    expect(o.count).toBeGreaterThanOrEqual(1);
    expect(o.amountFen).toBeGreaterThanOrEqual(1000);
    expect(o.averageFen).toBe(Math.round(o.amountFen / o.count));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(o.previous).toMatchObject({ from: yesterday, to: yesterday });
    const old = await post<RechargeOutline>('/api/cloud/pay/success/count/outline', {
      from: '2020-01-01',
      to: '2020-01-07',
    });
    expect(old.body.data).toMatchObject({ count: 0, averageFen: 0, countChange: null });
    expect(old.body.data.previous).toMatchObject({ from: '2019-12-25', to: '2019-12-31' });
  });

  it('trend: every day of the range, one kind or all', async () => {
    const all = await post<RechargeTrend>('/api/cloud/pay/success/count/trend', {
      from: today(),
      to: today(),
    });
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.days).toHaveLength(1);
    const parse = await post<RechargeTrend>('/api/cloud/pay/success/count/trend', {
      from: today(),
      to: today(),
      kind: 'parse',
    });
    expect(parse.body.data.days[0]!.count).toBeGreaterThanOrEqual(1);
    expect(parse.body.data.days[0]!.count).toBeLessThanOrEqual(all.body.data.days[0]!.count);
    const week = await post<RechargeTrend>('/api/cloud/pay/success/count/trend', {
      from: '2026-01-01',
      to: '2026-01-07',
      kind: 'buy',
    });
    expect(week.body.data.days.map((d) => d.count)).toHaveLength(7);
  });

  it('queryOrder lists settled orders only; downDayOrder is the day as xlsx', async () => {
    const page = await post<Page<AdminOrderView>>('/api/cloud/pay/success/count/queryOrder', {
      from: today(),
      to: today(),
      kind: 'parse',
      size: 100,
    });
    expect(page.status, page.body.msg).toBe(200);
    expect(page.body.data.records.map((o) => o.id)).toContain(orderId);
    expect(page.body.data.records.every((o) => o.status === 'completed')).toBe(true);

    for (const lang of ['en', 'zh'] as const) {
      const res = await fetch(`${baseUrl()}/api/cloud/pay/success/count/downDayOrder`, {
        method: 'POST',
        headers: {
          'blade-auth': `bearer ${admin.access_token}`,
          'accept-language': lang,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ day: today() }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const name = decodeURIComponent(res.headers.get('content-disposition') ?? '');
      expect(name).toContain(`${lang === 'en' ? 'Recharge orders' : '充值订单'} ${today()}.xlsx`);
      const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
      expect(rows.some((r) => r[0] === orderId)).toBe(true);
    }
  });

  it('refuses bad ranges and days (400, translated), writing nothing', async () => {
    await refusedWithoutWrites(() =>
      post('/api/cloud/pay/success/count/outline', { from: '2026-02-02', to: '2026-02-01' }),
    );
    await refusedWithoutWrites(() =>
      post('/api/cloud/pay/success/count/trend', { from: '2024-01-01', to: '2026-01-01' }),
    );
    await refusedWithoutWrites(() =>
      post('/api/cloud/pay/success/count/trend', { from: today(), to: today(), kind: 'gift' }),
    );
    await refusedWithoutWrites(() => post('/api/cloud/pay/success/count/queryOrder', { size: 0 }));
    await refusedWithoutWrites(() =>
      post('/api/cloud/pay/success/count/downDayOrder', { day: '2026-13-01' }),
    );
  });
});

describe('the WeChat Pay settings list and remove', () => {
  it('lists the settings masked; removing them makes WeChat Pay "not available"', async () => {
    const listed = await get<Page<Record<string, unknown>>>('/api/blade-pay/wxpay/config/list');
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.total).toBe(1);
    expect(JSON.stringify(listed.body.data)).not.toContain('PRIVATE KEY');

    // The platform's settings are shared with the other tests: keep the sealed record to put back.
    const { client, table } = testDb();
    const key = { pk: 'PAYCONFIG', sk: 'wxpay' };
    const stored = (await client.send(new GetCommand({ TableName: table, Key: key }))).Item;
    expect(stored).toBeDefined();
    try {
      const removed = await post('/api/blade-pay/wxpay/config/remove', {});
      expect(removed.status, removed.body.msg).toBe(200);
      expect((await get<Page<unknown>>('/api/blade-pay/wxpay/config/list')).body.data).toMatchObject({
        total: 0,
        records: [],
      });
      const count = await itemCount();
      const none = await call('/api/blade-pay/wxpay/nativePay', {
        token: buyer.tokens.access_token,
        body: { chargeId: 'parse-10' },
      });
      expect(none.body.msg).toBe('Payment function is not available.');
      expect(await itemCount()).toBe(count);
    } finally {
      await client.send(new PutCommand({ TableName: table, Item: stored }));
      const end = Date.now() + 45_000;
      while ((await get<Page<unknown>>('/api/blade-pay/wxpay/config/list')).body.data.total !== 1) {
        expect(Date.now()).toBeLessThan(end);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }, 60_000);
});
