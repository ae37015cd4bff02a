import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChargeDir } from '@loopline/shared/contracts/chargeAdmin';
import type { ChargeItem, OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import type { AdminOrderView, RechargeProportion, RechargeStats } from '@loopline/shared/contracts/payAdmin';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  type CallResult,
  call,
  STRONG_PASSWORD,
  settleAuditLogs,
  signIn,
  type Tokens,
} from '../support/client.ts';
import { scopedAdmin } from '../support/console.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18's back-office rows: order remove / submit / down, the Alipay settings list and remove,
 * the charge directories, the catalogue query / ordering / publishing, and the recharge proportion.
 * Every route: 401 signed out, 403 for users and for an administrator without the Charges scope,
 * bad input answered 4xx with nothing written.
 */
let admin: Tokens;
let charges: Tokens;
let outsider: Tokens;
let buyer: Person;
const orders = { paid: '', cancelled: '' };
const today = () => new Date().toISOString().slice(0, 10);
const token = (p: Person) => p.tokens.access_token;
type Page<T> = { records: T[]; total: number };

const get = <T>(path: string, who: Tokens = charges) => call<T>(path, { token: who.access_token });
const post = <T>(path: string, body: object, who: Tokens = charges) =>
  call<T>(path, { token: who.access_token, body });
const proportion = (from = today(), to = today()) =>
  post<RechargeProportion>('/api/cloud/pay/success/count/rechargeProportion', { from, to });

async function buy(chargeId: string, pay: boolean): Promise<string> {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token: token(buyer),
    body: { chargeId },
  });
  expect(start.status, start.body.msg).toBe(200);
  if (pay) {
    const res = await fetch(`${start.body.data.codeUrl}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
  }
  return start.body.data.order.id;
}

/** The table's items once the operation log has stored the lines already printed (it writes off the request path). */
async function itemCount() {
  await settleAuditLogs();
  const { client, table } = testDb();
  const out = await client.send(new ScanCommand({ TableName: table, Select: 'COUNT' }));
  return out.Count ?? 0;
}

/** Moves an order's creation back, as if it had been placed two days ago. */
async function age(orderId: string) {
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `ORDER#${orderId}`, sk: 'META' },
      UpdateExpression: 'SET createTime = :t',
      ExpressionAttributeValues: { ':t': new Date(Date.now() - 2 * 86_400_000).toISOString() },
    }),
  );
}

let before: RechargeProportion;
beforeAll(async () => {
  admin = await adminTokens();
  const [withCharges, without] = await Promise.all([
    scopedAdmin(
      { menuIds: ['orders', 'recharges', 'priceList', 'payConfig'], apiScopeIds: ['charges'] },
      admin,
    ),
    scopedAdmin({ menuIds: [], apiScopeIds: ['feedback'] }, admin),
  ]);
  [charges, outsider] = await Promise.all([
    signIn(withCharges.person.account, STRONG_PASSWORD),
    signIn(without.person.account, STRONG_PASSWORD),
  ]);
  buyer = await person();
  before = (await proportion()).body.data;
  orders.paid = await buy('parse-10', true);
  orders.cancelled = await buy('parse-10', false);
  const cancelled = await call(`/api/blade-pay/order/cancel?orderId=${orders.cancelled}`, {
    token: token(buyer),
    body: {},
  });
  expect(cancelled.status, cancelled.body.msg).toBe(200);
}, 60_000);

const ROUTES: [string, object | null][] = [
  ['/api/blade-pay/order/down', null],
  ['/api/blade-pay/order/remove', { ids: ['o1'] }],
  ['/api/blade-pay/order/submit', { id: 'o1', remark: 'x' }],
  ['/api/blade-pay/alipay/config/list', null],
  ['/api/blade-pay/alipay/config/remove', {}],
  ['/api/cloud/charge/dir/query', null],
  ['/api/cloud/charge/dir/update', { id: 'parse', name: '解析', nameEn: 'Parses' }],
  ['/api/cloud/charge/dir/sort', { ids: ['parse', 'storage', 'membership'] }],
  ['/api/cloud/charge/info/query', null],
  ['/api/cloud/charge/info/updateSort', { ids: ['parse-10', 'parse-50'] }],
  ['/api/cloud/charge/info/updatePublishState', { id: 'parse-10', published: false }],
  ['/api/cloud/pay/success/count/rechargeProportion', { from: today(), to: today() }],
];

describe('who may call the rows', () => {
  it('answers 401 signed out, 403 to users and to an administrator without Charges, writing nothing', async () => {
    const count = await itemCount();
    for (const [path, body] of ROUTES) {
      const as = (who?: string): Promise<CallResult> => call(path, { token: who, ...(body ? { body } : {}) });
      expect((await as()).status, path).toBe(401);
      expect((await as(token(buyer))).status, path).toBe(403);
      expect((await as(outsider.access_token)).status, path).toBe(403);
    }
    expect(await itemCount()).toBe(count);
    // The Alipay settings and the catalogue are untouched.
    expect((await get<Page<unknown>>('/api/blade-pay/alipay/config/list')).body.data.total).toBe(1);
    expect((await get<ChargeItem[]>('/api/cloud/charge/info/query?name=10 parses')).body.data).toMatchObject([
      { id: 'parse-10', published: true },
    ]);
  });

  it('refuses bad input with a translated 4xx and writes nothing', async () => {
    const count = await itemCount();
    const bads: [string, object | null][] = [
      ['/api/blade-pay/order/remove', { ids: [] }],
      ['/api/blade-pay/order/remove', { ids: Array.from({ length: 101 }, (_, i) => `o${i}`) }],
      ['/api/blade-pay/order/remove', { ids: ['no-such-order'] }],
      ['/api/blade-pay/order/submit', { id: orders.paid, remark: 'x'.repeat(201) }],
      ['/api/blade-pay/order/submit', { id: 'no-such-order', remark: 'x' }],
      ['/api/blade-pay/order/down?status=lost', null],
      ['/api/blade-pay/order/down?from=2026-02-02&to=2026-02-01', null],
      ['/api/cloud/charge/dir/update', { id: 'gift', name: 'a', nameEn: 'b' }],
      ['/api/cloud/charge/dir/update', { id: 'parse', name: '', nameEn: 'b' }],
      ['/api/cloud/charge/dir/update', { id: 'parse', name: 'x'.repeat(31), nameEn: 'b' }],
      ['/api/cloud/charge/dir/sort', { ids: ['parse', 'storage'] }],
      ['/api/cloud/charge/dir/sort', { ids: ['parse', 'parse', 'storage'] }],
      ['/api/cloud/charge/info/query?kind=gift', null],
      ['/api/cloud/charge/info/updateSort', { ids: [] }],
      ['/api/cloud/charge/info/updateSort', { ids: ['parse-10', 'parse-10'] }],
      ['/api/cloud/charge/info/updateSort', { ids: ['parse-50', 'no-such-item'] }],
      ['/api/cloud/charge/info/updateSort', { ids: ['parse-50', 'member-1m'] }],
      ['/api/cloud/charge/info/updatePublishState', { id: 'parse-10', published: 'maybe' }],
      ['/api/cloud/charge/info/updatePublishState', { id: 'no-such-item', published: false }],
      ['/api/cloud/pay/success/count/rechargeProportion', { from: '2026-02-02', to: '2026-02-01' }],
      ['/api/cloud/pay/success/count/rechargeProportion', { from: '2025-01-01', to: '2026-12-31' }],
      ['/api/cloud/pay/success/count/rechargeProportion', { from: today() }],
    ];
    for (const [path, body] of bads) {
      const res = body ? await post(path, body) : await get(path);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body.msg, path).not.toMatch(/^(pay|charge|order|common)\.|undefined/);
    }
    const zh = await call('/api/cloud/charge/info/updateSort', {
      token: charges.access_token,
      body: { ids: ['parse-50', 'member-1m'] },
      lang: 'zh',
    });
    expect(zh.body.msg).toBe('一次只能排序同一目录下的商品。');
    expect(await itemCount()).toBe(count);
  });
});

describe('order remove, submit and down', () => {
  const detail = (id: string) => get<AdminOrderView>(`/api/blade-pay/order/detail?orderId=${id}`);
  const remove = (ids: string[]) => post('/api/blade-pay/order/remove', { ids });

  it('removes only orders nobody paid, past the notify window, all or none', async () => {
    const listed = await get<Page<AdminOrderView>>(`/api/blade-pay/order/list?userId=${buyer.userId}`);
    const flags = Object.fromEntries(listed.body.data.records.map((o) => [o.id, o.removable]));
    expect(flags).toEqual({ [orders.paid]: false, [orders.cancelled]: false });
    const paid = await remove([orders.paid]);
    expect(paid.status).toBe(409);
    expect(paid.body.msg).toContain(orders.paid);
    // Cancelled a moment ago: a late payment could still arrive for it.
    expect((await remove([orders.cancelled])).status).toBe(409);
    await age(orders.cancelled);
    expect((await detail(orders.cancelled)).body.data.removable).toBe(true);
    // Together with a paid order: refused whole, nothing removed.
    expect((await remove([orders.cancelled, orders.paid])).status).toBe(409);
    expect((await detail(orders.cancelled)).status).toBe(200);
    const removed = await remove([orders.cancelled]);
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await detail(orders.cancelled)).status).toBe(404);
    expect((await detail(orders.paid)).body.data).toMatchObject({ status: 'completed' });
  });

  it('edits the back office remark only, which the buyer never sees', async () => {
    const saved = await post<AdminOrderView>('/api/blade-pay/order/submit', {
      id: orders.paid,
      remark: '  invoice sent by post  ',
      payFen: 1,
      status: 'cancelled',
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({
      remark: 'invoice sent by post',
      payFen: 1000,
      status: 'completed',
    });
    const own = await call<OrderView>(`/api/blade-pay/order/checkOrderStatus?orderId=${orders.paid}`, {
      token: token(buyer),
    });
    expect(own.body.data.status).toBe('completed');
    expect(JSON.stringify(own.body.data)).not.toContain('invoice sent by post');
  });

  it('exports the filtered orders as xlsx named with the day, in the caller’s language', async () => {
    const download = async (query: string, lang: 'en' | 'zh') => {
      const res = await fetch(`${baseUrl()}/api/blade-pay/order/down?${query}`, {
        headers: { 'blade-auth': `bearer ${charges.access_token}`, 'accept-language': lang },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      return { res, rows: await readSheet(Buffer.from(await res.arrayBuffer())) };
    };
    const en = await download(`userId=${buyer.userId}`, 'en');
    expect(en.rows[0]).toContain('Order no.');
    expect(en.rows).toHaveLength(2);
    expect(en.rows[1]).toEqual(
      expect.arrayContaining([orders.paid, buyer.account, '10.00', 'Completed', 'invoice sent by post']),
    );
    expect(decodeURIComponent(en.res.headers.get('content-disposition') ?? '')).toContain(
      `Orders ${today()}.xlsx`,
    );
    const zh = await download(`userId=${buyer.userId}&status=completed&kind=recharge`, 'zh');
    expect(zh.rows[0]).toContain('订单号');
    expect(zh.rows[1]).toEqual(expect.arrayContaining(['已完成', '解析包']));
    expect(decodeURIComponent(zh.res.headers.get('content-disposition') ?? '')).toContain(
      `订单 ${today()}.xlsx`,
    );
    const none = await download(`userId=${buyer.userId}&status=unpaid`, 'en');
    expect(none.rows).toHaveLength(1);
  });
});

describe('the recharge proportion', () => {
  it('counts each settled order once by kind, from the same counters as the statistics', async () => {
    const after = (await proportion()).body.data;
    const of = (p: RechargeProportion, kind: string) => p.kinds.find((k) => k.kind === kind)!;
    expect(of(after, 'parse').count - of(before, 'parse').count).toBe(1);
    expect(of(after, 'parse').amountFen - of(before, 'parse').amountFen).toBe(1000);
    expect(after.count - before.count).toBe(1);
    expect(after.kinds.reduce((n, k) => n + k.count, 0)).toBe(after.count);
    expect(after.kinds.reduce((n, k) => n + k.countShare, 0)).toBeCloseTo(1, 9);
    expect(after.kinds.reduce((n, k) => n + k.amountShare, 0)).toBeCloseTo(1, 9);
    const stats = await get<RechargeStats>(
      `/api/blade-pay/order/rechargeStatistics?from=${today()}&to=${today()}`,
    );
    expect(stats.body.data.byKind).toEqual(
      after.kinds.map(({ kind, count, amountFen }) => ({ kind, count, amountFen })),
    );
    const empty = (await proportion('2020-01-01', '2020-01-31')).body.data;
    expect(empty).toMatchObject({ count: 0, amountFen: 0 });
    expect(empty.kinds.every((k) => k.countShare === 0 && k.amountShare === 0)).toBe(true);
  });
});

describe('the charge directories', () => {
  it('are renamed and reordered, and the member centre groups its items by them', async () => {
    const original = (await get<ChargeDir[]>('/api/cloud/charge/dir/query')).body.data;
    expect(original.map((d) => d.id).sort()).toEqual(['membership', 'parse', 'storage']);
    const storage = original.find((d) => d.id === 'storage')!;
    try {
      const renamed = await post<ChargeDir>('/api/cloud/charge/dir/update', {
        id: 'storage',
        name: ' 空间扩容 ',
        nameEn: 'More space',
      });
      expect(renamed.status, renamed.body.msg).toBe(200);
      expect(renamed.body.data).toMatchObject({ id: 'storage', name: '空间扩容', sort: storage.sort });
      const reversed = original.map((d) => d.id).reverse();
      expect((await post('/api/cloud/charge/dir/sort', { ids: reversed })).status).toBe(200);
      const now = (await get<ChargeDir[]>('/api/cloud/charge/dir/query')).body.data;
      expect(now.map((d) => d.id)).toEqual(reversed);
      expect(now.find((d) => d.id === 'storage')).toMatchObject({ name: '空间扩容', nameEn: 'More space' });
      const sold = await call<(ChargeItem & { dirName: string; dirNameEn: string; dirSort: number })[]>(
        '/api/cloud/charge/info/paymentList',
        { token: token(buyer), body: {} },
      );
      const pack = sold.body.data.find((i) => i.kind === 'storage')!;
      expect(pack).toMatchObject({ dirName: '空间扩容', dirNameEn: 'More space' });
      const member = sold.body.data.find((i) => i.kind === 'membership')!;
      expect(pack.dirSort).toBeLessThan(member.dirSort);
    } finally {
      await post('/api/cloud/charge/dir/update', {
        id: 'storage',
        name: storage.name,
        nameEn: storage.nameEn,
      });
      await post('/api/cloud/charge/dir/sort', { ids: original.map((d) => d.id) });
    }
    expect((await get<ChargeDir[]>('/api/cloud/charge/dir/query')).body.data.map((d) => d.id)).toEqual(
      original.map((d) => d.id),
    );
  });
});

describe('the catalogue query, ordering and publishing', () => {
  it('filters, orders one directory, and takes an item off sale so checkout refuses it', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const save = async (count: number) => {
      const res = await post<ChargeItem>('/api/cloud/charge/info/save', {
        kind: 'parse',
        name: `${tag} ${count} 次`,
        nameEn: `${tag} ${count} parses`,
        parseCount: count,
        priceFen: count * 100,
        sort: 90,
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.id;
    };
    const a = await save(3);
    const b = await save(4);
    const query = async (q: string) =>
      (await get<ChargeItem[]>(`/api/cloud/charge/info/query?name=${tag}${q}`)).body.data.map((i) => i.id);
    try {
      expect((await query('')).sort()).toEqual([a, b].sort());
      expect((await query('&kind=parse')).sort()).toEqual([a, b].sort());
      expect(await query('&kind=storage')).toEqual([]);
      expect(await query('&published=false')).toEqual([]);

      const sorted = await post<ChargeItem[]>('/api/cloud/charge/info/updateSort', { ids: [b, a] });
      expect(sorted.status, sorted.body.msg).toBe(200);
      expect(await query('')).toEqual([b, a]);
      expect((await post('/api/cloud/charge/info/updateSort', { ids: [a, b] })).status).toBe(200);
      expect(await query('')).toEqual([a, b]);

      const off = await post('/api/cloud/charge/info/updatePublishState', { id: a, published: false });
      expect(off.status, off.body.msg).toBe(200);
      expect(await query('&published=false')).toEqual([a]);
      expect(await query('&published=true')).toEqual([b]);
      const sold = await call<ChargeItem[]>('/api/cloud/charge/info/paymentList', {
        token: token(buyer),
        body: {},
      });
      expect(sold.body.data.map((i) => i.id)).not.toContain(a);
      const count = await itemCount();
      const refused = await call('/api/blade-pay/wxpay/nativePay', {
        token: token(buyer),
        body: { chargeId: a },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe('This item is not for sale.');
      expect(await itemCount()).toBe(count);

      expect(
        (await post('/api/cloud/charge/info/updatePublishState', { id: a, published: 'true' })).status,
      ).toBe(200);
      const bought = await call('/api/blade-pay/wxpay/nativePay', {
        token: token(buyer),
        body: { chargeId: a },
      });
      expect(bought.status, bought.body.msg).toBe(200);
    } finally {
      for (const id of [a, b]) await post('/api/cloud/charge/info/remove', { id });
    }
  });
});

describe('the Alipay settings list and remove', () => {
  it('lists the settings masked; removing them makes Alipay "not available"', async () => {
    const listed = await get<Page<Record<string, unknown>>>('/api/blade-pay/alipay/config/list');
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.total).toBe(1);
    expect(JSON.stringify(listed.body.data)).not.toContain('PRIVATE KEY');
    expect(String(listed.body.data.records[0]!.privateKey)).toMatch(/^•+/);

    // The platform's settings are shared with the other tests: keep the sealed record to put back.
    const { client, table } = testDb();
    const key = { pk: 'PAYCONFIG', sk: 'alipay' };
    const stored = (await client.send(new GetCommand({ TableName: table, Key: key }))).Item;
    expect(stored).toBeDefined();
    try {
      const removed = await post('/api/blade-pay/alipay/config/remove', {});
      expect(removed.status, removed.body.msg).toBe(200);
      expect((await get<Page<unknown>>('/api/blade-pay/alipay/config/list')).body.data).toMatchObject({
        total: 0,
        records: [],
      });
      expect((await client.send(new GetCommand({ TableName: table, Key: key }))).Item).toBeUndefined();
      const count = await itemCount();
      const none = await call('/api/blade-pay/alipay/nativePay', {
        token: token(buyer),
        body: { chargeId: 'parse-10' },
      });
      expect(none.body.msg).toBe('Payment function is not available.');
      expect(await itemCount()).toBe(count);
    } finally {
      await client.send(new PutCommand({ TableName: table, Item: stored }));
      // The settings are read through a 30-second cache: wait until the restored record is seen.
      const end = Date.now() + 45_000;
      while ((await get<Page<unknown>>('/api/blade-pay/alipay/config/list')).body.data.total !== 1) {
        expect(Date.now()).toBeLessThan(end);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }, 60_000);
});
