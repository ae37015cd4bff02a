import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminInvoiceView, InvoiceView } from '@loopline/shared/contracts/invoice';
import type { OrderView, PaymentStart } from '@loopline/shared/contracts/pay';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18 item 6: invoices for paid orders. Orders are bought through the local payment sandbox;
 * requests are checked (spec 2 §5) with nothing written on refusal; an order is on one invoice only;
 * users see their own; the back office completes with a PDF the user then downloads.
 */
let admin: Tokens;
let buyer: Person;
let other: Person;
const paid: string[] = [];

const token = (p: Person) => p.tokens.access_token;
type Page<T> = { records: T[]; total: number };

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

const company = {
  titleType: 'company',
  invoiceType: 'general',
  title: 'Loopline Engineering Ltd',
  taxpayerId: '91310000MA1FL1234X',
  email: 'finance@example.com',
};
const save = (p: Person, body: Record<string, unknown>) =>
  call<InvoiceView>('/api/cloud/invoice/save', { token: token(p), body });
const noInvoice = (p: Person) =>
  call<OrderView[]>('/api/cloud/order/user/rel/queryNoInvoiceOrder', { token: token(p), body: {} });

async function stored(prefix: string, id: string) {
  const { client, table } = testDb();
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `${prefix}${id}` },
    }),
  );
  return Items;
}

async function complete(
  id: string,
  file?: { name: string; bytes: Buffer; type: string },
  auth = admin.access_token,
) {
  const form = new FormData();
  form.append('id', id);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl()}/api/cloud/invoice/updateInvoiceStatus`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${auth}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: AdminInvoiceView } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  admin = await adminTokens();
  [buyer, other] = await Promise.all([person(), person()]);
  paid.push(await buy(buyer, 'parse-10'), await buy(buyer, 'parse-10'));
});

describe('orders without an invoice', () => {
  it("lists the caller's paid orders only", async () => {
    const unpaid = await buy(buyer, 'parse-10', false);
    const mine = await noInvoice(buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o) => o.id).sort()).toEqual([...paid].sort());
    expect(mine.body.data.map((o) => o.id)).not.toContain(unpaid);
    expect((await noInvoice(other)).body.data).toEqual([]);
  });
});

describe('refusals write nothing', () => {
  it('answers 401 without a session and 403 to users on admin routes', async () => {
    expect((await call('/api/cloud/invoice/save', { body: { ...company, orderIds: paid } })).status).toBe(
      401,
    );
    expect((await call('/api/cloud/invoice/list/own')).status).toBe(401);
    expect((await call('/api/cloud/order/user/rel/queryNoInvoiceOrder', { body: {} })).status).toBe(401);
    expect((await call('/api/cloud/invoice/list', { token: token(buyer) })).status).toBe(403);
    expect((await call(`/api/cloud/invoice/detail/${paid[0]}`, { token: token(buyer) })).status).toBe(403);
    expect((await complete(paid[0]!, undefined, token(buyer))).status).toBe(403);
  });

  it('checks the form and the orders (spec 2 §5)', async () => {
    const unpaid = await buy(buyer, 'parse-10', false);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...company, orderIds: [] }, 400, 'Choose at least one order.'],
      [{ ...company, taxpayerId: '123', orderIds: paid }, 400, 'valid taxpayer id'],
      [{ ...company, taxpayerId: '', orderIds: paid }, 400, 'valid taxpayer id'],
      [{ ...company, email: 'not-an-email', orderIds: paid }, 400, 'valid e-mail'],
      [{ ...company, address: 'x'.repeat(26), orderIds: paid }, 400, 'at most 25 characters'],
      [{ ...company, invoiceType: 'special', orderIds: paid }, 400, 'bank, account, address and phone'],
      [{ ...company, invoiceType: 'special', titleType: 'personal', orderIds: paid }, 400, 'to a company'],
      [{ ...company, orderIds: [...paid, unpaid] }, 400, 'not paid'],
      [{ ...company, orderIds: [paid[0], paid[0]] }, 400, 'at least one order'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await save(buyer, body);
      expect([res.status, res.body.msg], JSON.stringify(body)).toEqual([
        status,
        expect.stringContaining(msg),
      ]);
    }
    // Another user's order reads as not invoiceable, whoever asks.
    const theirs = await save(other, { ...company, orderIds: [paid[0]] });
    expect(theirs.status).toBe(400);
    expect(await stored('INVOICES#USER#', buyer.userId)).toEqual([]);
    expect(await stored('INVOICES#USER#', other.userId)).toEqual([]);
    expect(await stored('INVOICED#USER#', buyer.userId)).toEqual([]);
  });

  it('keeps the invoiced price below 10,000 yuan', async () => {
    const item = {
      kind: 'storage',
      name: '极大扩容',
      nameEn: 'Huge storage',
      storageGb: 1,
      priceFen: 999_999,
      published: true,
    };
    const added = await call<{ id: string }>('/api/cloud/charge/info/save', {
      token: admin.access_token,
      body: item,
    });
    expect(added.status, added.body.msg).toBe(200);
    const rich = await person();
    const orders = [await buy(rich, added.body.data.id), await buy(rich, added.body.data.id)];
    const res = await save(rich, { ...company, orderIds: orders });
    expect([res.status, res.body.msg]).toEqual([400, 'The invoiced price must be below 10,000 yuan.']);
    expect((await save(rich, { ...company, orderIds: [orders[0]] })).status).toBe(200);
  });
});

describe('an invoice from request to download', () => {
  let invoice: InvoiceView;

  it('claims each order once, even when two requests race', async () => {
    const [a, b] = await Promise.all([
      save(buyer, { ...company, orderIds: [paid[0]] }),
      save(buyer, { ...company, orderIds: [paid[0], paid[1]] }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    invoice = (a.status === 200 ? a : b).body.data;
    expect(invoice).toMatchObject({
      status: 'invoicing',
      hasPdf: false,
      amountFen: 1000 * invoice.orderIds.length,
    });
    expect(await stored('INVOICES#USER#', buyer.userId)).toHaveLength(1);
    expect(await stored('INVOICED#USER#', buyer.userId)).toHaveLength(invoice.orderIds.length);
    const left = (await noInvoice(buyer)).body.data.map((o) => o.id);
    for (const id of invoice.orderIds) expect(left).not.toContain(id);
  });

  it('shows users only their own invoices', async () => {
    const own = await call<Page<InvoiceView>>('/api/cloud/invoice/list/own', { token: token(buyer) });
    expect(own.body.data.records.map((i) => i.id)).toEqual([invoice.id]);
    const theirs = await call<Page<InvoiceView>>('/api/cloud/invoice/list/own', { token: token(other) });
    expect(theirs.body.data.records).toEqual([]);
    expect((await call(`/api/cloud/invoice/download/${invoice.id}`, { token: token(other) })).status).toBe(
      404,
    );
  });

  it('is completed by an administrator with a PDF, and downloaded by its user', async () => {
    const listed = await call<Page<AdminInvoiceView>>('/api/cloud/invoice/list?size=100', {
      token: admin.access_token,
    });
    expect(listed.body.data.records.find((i) => i.id === invoice.id)).toMatchObject({
      userId: buyer.userId,
      status: 'invoicing',
    });
    expect((await call(`/api/cloud/invoice/download/${invoice.id}`, { token: token(buyer) })).status).toBe(
      404,
    );
    const notPdf = await complete(invoice.id, {
      name: 'x.pdf',
      bytes: Buffer.from('hello'),
      type: 'application/pdf',
    });
    expect([notPdf.status, notPdf.body.msg]).toEqual([
      400,
      'Attach the invoice as a PDF file of at most 5 MB.',
    ]);
    const done = await complete(invoice.id, { name: '发票.pdf', bytes: PDF, type: 'application/pdf' });
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'done', hasPdf: true, pdfName: '发票.pdf' });
    expect((await complete(invoice.id)).status).toBe(409);

    const link = await call<{ url: string }>(`/api/cloud/invoice/download/${invoice.id}`, {
      token: token(buyer),
    });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('can be marked done without a PDF', async () => {
    const fresh = await buy(buyer, 'parse-10');
    const second = await save(buyer, {
      ...company,
      titleType: 'personal',
      taxpayerId: '',
      orderIds: [fresh],
    });
    expect(second.status, second.body.msg).toBe(200);
    const done = await complete(second.body.data.id);
    expect(done.body.data).toMatchObject({ status: 'done', hasPdf: false });
  });
});
