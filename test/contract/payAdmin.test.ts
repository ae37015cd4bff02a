import type { InvoiceView } from '@loopline/shared/contracts/invoice';
import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { AdminOrderView, CapacityRecords, RechargeStats } from '@loopline/shared/contracts/payAdmin';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18 screens: the back office's order list with filters and detail, the recharge statistics
 * (counters raised by the settlement), the user's capacity records (own only) and the invoice export.
 */
let admin: Tokens;
let buyer: Person;
let other: Person;
const orders: Record<'parse' | 'storage' | 'unpaid', string> = { parse: '', storage: '', unpaid: '' };
type Page<T> = { records: T[]; total: number };
const token = (p: Person) => p.tokens.access_token;
const today = () => new Date().toISOString().slice(0, 10);

async function buy(p: Person, chargeId: string, pay = true): Promise<string> {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token: token(p),
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

const list = (query: Record<string, string>, who = admin.access_token) =>
  call<Page<AdminOrderView>>(`/api/blade-pay/order/list?${new URLSearchParams(query)}`, { token: who });
const stats = (query: Record<string, string>, who = admin.access_token) =>
  call<RechargeStats>(`/api/blade-pay/order/rechargeStatistics?${new URLSearchParams(query)}`, {
    token: who,
  });
const capacity = (p: Person) =>
  call<CapacityRecords>('/api/cloud/order/user/rel/queryExpansion', { token: token(p), body: {} });

async function itemCount() {
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { client, table } = testDb();
  const out = await client.send(new ScanCommand({ TableName: table, Select: 'COUNT' }));
  return out.Count ?? 0;
}

let before: RechargeStats;
beforeAll(async () => {
  admin = await adminTokens();
  [buyer, other] = await Promise.all([person(), person()]);
  before = (await stats({ from: today(), to: today() })).body.data;
  orders.parse = await buy(buyer, 'parse-10');
  orders.storage = await buy(buyer, 'storage-50g');
  orders.unpaid = await buy(buyer, 'member-1m', false);
});

describe('the back office order list', () => {
  it('filters by buyer, kind (recharge packs), status, provider, order number and days', async () => {
    const mine = await list({ userId: buyer.userId });
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data.total).toBe(3);
    expect(mine.body.data.records.map((o) => o.id)).toEqual([orders.unpaid, orders.storage, orders.parse]);
    expect(mine.body.data.records[0]).toMatchObject({ userId: buyer.userId, account: buyer.account });
    const packs = await list({ userId: buyer.userId, kind: 'recharge' });
    expect(packs.body.data.records.map((o) => o.kind).sort()).toEqual(['parse', 'storage']);
    const unpaid = await list({ userId: buyer.userId, status: 'unpaid' });
    expect(unpaid.body.data.records.map((o) => o.id)).toEqual([orders.unpaid]);
    expect((await list({ userId: buyer.userId, payType: 'alipay' })).body.data.total).toBe(0);
    const one = await list({ orderNo: orders.parse });
    expect(one.body.data.records.map((o) => o.id)).toEqual([orders.parse]);
    expect((await list({ orderNo: orders.parse, status: 'unpaid' })).body.data.total).toBe(0);
    expect((await list({ userId: buyer.userId, from: today(), to: today() })).body.data.total).toBe(3);
    expect((await list({ userId: buyer.userId, to: '2020-01-01' })).body.data.total).toBe(0);
    const detail = await call<AdminOrderView>(`/api/blade-pay/order/detail?orderId=${orders.parse}`, {
      token: admin.access_token,
    });
    expect(detail.body.data).toMatchObject({ id: orders.parse, status: 'completed', account: buyer.account });
    expect(detail.body.data.transactionId).not.toBe('');
  });

  it('refuses users (403), the signed out (401) and bad filters (400, translated)', async () => {
    expect((await list({}, token(buyer))).status).toBe(403);
    expect((await call('/api/blade-pay/order/list')).status).toBe(401);
    expect((await stats({ from: today(), to: today() }, token(buyer))).status).toBe(403);
    expect((await call('/api/cloud/invoice/downExcel', { token: token(buyer) })).status).toBe(403);
    const bads: Record<string, string>[] = [
      { status: 'paidish' },
      { kind: 'gift' },
      { from: '2026-13-40' },
      { from: '2026-02-02', to: '2026-02-01' },
    ];
    for (const bad of bads) {
      const res = await list(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.msg).not.toMatch(/pay\.|undefined/);
    }
    const zh = await call(`/api/blade-pay/order/list?from=2026-02-02&to=2026-02-01`, {
      token: admin.access_token,
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('开始日期不能晚于结束日期');
    expect((await stats({ from: '2025-01-01', to: '2026-12-31' })).status).toBe(400);
    expect((await stats({ from: today() })).status).toBe(400);
  });
});

describe('the recharge statistics', () => {
  it('count each settled order once, by kind and by day, from the settlement counters', async () => {
    const after = (await stats({ from: today(), to: today() })).body.data;
    const delta = (s: RechargeStats, kind: string) => s.byKind.find((k) => k.kind === kind)!;
    expect(delta(after, 'parse').count - delta(before, 'parse').count).toBe(1);
    expect(delta(after, 'parse').amountFen - delta(before, 'parse').amountFen).toBe(1000);
    expect(delta(after, 'storage').count - delta(before, 'storage').count).toBe(1);
    // The unpaid order counts nowhere; a redelivered notify does not count again.
    expect(delta(after, 'buy').count).toBe(delta(before, 'buy').count);
    expect(after.days).toHaveLength(1);
    expect(after.days[0]!.count).toBe(after.byKind.reduce((n, k) => n + k.count, 0));
    const week = (await stats({ from: '2026-01-01', to: '2026-01-07' })).body.data;
    expect(week.days.map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });
});

describe('the capacity records', () => {
  it('answer the caller’s own balances and paid packs only', async () => {
    const mine = await capacity(buyer);
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data.packs.records.map((o) => o.id)).toEqual([orders.storage, orders.parse]);
    expect(mine.body.data.parseCount).toBeGreaterThanOrEqual(10);
    expect(mine.body.data.storageTotal).toBeGreaterThan(50 * 1024 ** 3);
    const theirs = await capacity(other);
    expect(theirs.body.data.packs.total).toBe(0);
    expect((await call('/api/cloud/order/user/rel/queryExpansion', { body: {} })).status).toBe(401);
    const count = await itemCount();
    expect(
      (await call('/api/cloud/order/user/rel/queryExpansion', { token: token(buyer), body: { size: 0 } }))
        .status,
    ).toBe(400);
    expect(await itemCount()).toBe(count);
  });
});

describe('the invoice export', () => {
  it('answers the tenant’s invoices as xlsx in the caller’s language, filtered', async () => {
    const requested = await call<InvoiceView>('/api/cloud/invoice/save', {
      token: token(buyer),
      body: {
        titleType: 'personal',
        invoiceType: 'general',
        title: 'Export Person',
        email: 'export@example.com',
        orderIds: [orders.parse],
      },
    });
    expect(requested.status, requested.body.msg).toBe(200);
    const download = async (query: string, lang: 'en' | 'zh') => {
      const res = await fetch(`${baseUrl()}/api/cloud/invoice/downExcel?${query}`, {
        headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': lang },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      return { res, rows: await readSheet(Buffer.from(await res.arrayBuffer())) };
    };
    const en = await download('status=invoicing', 'en');
    expect(en.rows[0]).toContain('Invoice no.');
    const row = en.rows.find((r) => r[0] === requested.body.data.id)!;
    expect(row).toBeDefined();
    expect(row).toContain(buyer.account);
    expect(row).toContain('10.00');
    expect(row).toContain('Invoicing');
    const zh = await download(`from=${today()}&to=${today()}`, 'zh');
    expect(zh.rows[0]).toContain('发票编号');
    expect(decodeURIComponent(zh.res.headers.get('content-disposition') ?? '')).toContain(
      `发票 ${today()}.xlsx`,
    );
    const done = await download('status=done', 'en');
    expect(done.rows.some((r) => r[0] === requested.body.data.id)).toBe(false);
    const bad = await call('/api/cloud/invoice/downExcel?status=lost', { token: admin.access_token });
    expect(bad.status).toBe(400);
  });
});
