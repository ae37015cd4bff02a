import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type AdminInvoiceView,
  INVOICE_LIMIT_FEN,
  INVOICE_PDF_MAX_BYTES,
  type InvoiceSave,
  type InvoiceView,
} from '@loopline/shared/contracts/invoice';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { EntityItem } from 'electrodb';
import { conditionFailed } from '../entities/errors.ts';
import { invoice } from '../entities/invoice.ts';
import { invoiceClaim, orderInvoiceableCheck } from '../entities/invoiceClaim.ts';
import { entityPage } from '../entities/paging.ts';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import type { Caller } from '../lib/http/route.ts';
import { getOrder, viewOf } from './orders.ts';

type Who = Pick<Caller, 'userId' | 'tenantId'>;
type InvoiceRecord = EntityItem<typeof invoice>;

const INVOICEABLE = new Set(['paid', 'completed']);
/** Money given back (or on its way back, or part of it) is not invoiced. */
const refundedAway = (order: { refundStatus?: string }) =>
  order.refundStatus === 'refunding' || order.refundStatus === 'refunded' || order.refundStatus === 'partial';
const DOWNLOAD_URL_SECONDS = 300;

export function invoiceView(record: InvoiceRecord): InvoiceView {
  return {
    id: record.id,
    titleType: record.titleType,
    invoiceType: record.invoiceType,
    title: record.title,
    taxpayerId: record.taxpayerId ?? '',
    bank: record.bank ?? '',
    account: record.account ?? '',
    address: record.address ?? '',
    phone: record.phone ?? '',
    email: record.email,
    orderIds: record.orderIds,
    amountFen: record.amountFen,
    status: record.status,
    createTime: record.createTime,
    doneTime: record.doneTime ?? '',
    hasPdf: !!record.pdfKey,
    pdfName: record.pdfName ?? '',
  };
}
const adminView = (record: InvoiceRecord): AdminInvoiceView => ({
  ...invoiceView(record),
  userId: record.userId,
});

/** Every item of a query, following DynamoDB's pages. */
async function all<T>(run: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>) {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await run(cursor);
    rows.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

/** The caller's paid or completed orders that are on no invoice, newest first. */
export async function ordersWithoutInvoice(caller: Who): Promise<OrderView[]> {
  const [orders, claims] = await Promise.all([
    all((cursor) => payOrder.query.byUser({ userId: caller.userId }).go({ cursor, order: 'desc' })),
    all((cursor) => invoiceClaim.query.byUser({ userId: caller.userId }).go({ cursor })),
  ]);
  const claimed = new Set(claims.map((c) => c.orderId));
  return orders
    .filter(
      (o) => o.tenantId === caller.tenantId && INVOICEABLE.has(o.status) && o.payFen > 0 && !refundedAway(o),
    )
    .filter((o) => !claimed.has(o.id))
    .map((o) => viewOf({ ...o, orderNo: o.id } as Parameters<typeof viewOf>[0]));
}

/**
 * Requests an invoice for orders of the caller. The orders are read to sum the price (spec 2 §5:
 * below 10,000 yuan); the write is one transaction that creates the invoice, claims each order
 * (absent claim only) and checks each order is still the caller's and paid, so a concurrent request
 * for the same order, or a refund that moved it on, leaves nothing written.
 */
export async function requestInvoice(caller: Who, body: InvoiceSave, now = new Date()): Promise<InvoiceView> {
  const orders = await Promise.all(body.orderIds.map((id) => getOrder(id)));
  let amountFen = 0;
  for (const order of orders) {
    if (
      !order ||
      order.userId !== caller.userId ||
      order.tenantId !== caller.tenantId ||
      !INVOICEABLE.has(order.status) ||
      refundedAway(order) ||
      order.payFen <= 0
    )
      throw new BadRequestError('invoice.orderNotInvoiceable');
    amountFen += order.payFen;
  }
  if (amountFen >= INVOICE_LIMIT_FEN) throw new BadRequestError('invoice.priceLimit');
  const id = sortableId(now);
  const record = {
    id,
    userId: caller.userId,
    tenantId: caller.tenantId,
    titleType: body.titleType,
    invoiceType: body.invoiceType,
    title: body.title,
    taxpayerId: body.taxpayerId,
    bank: body.bank,
    account: body.account,
    address: body.address,
    phone: body.phone,
    email: body.email,
    orderIds: body.orderIds,
    amountFen,
    status: 'invoicing' as const,
    createTime: now.toISOString(),
    doneTime: '',
    pdfKey: '',
    pdfName: '',
  };
  const items: Record<string, Record<string, unknown>> = { invoice: txItem(invoice.create(record)) };
  for (const orderId of body.orderIds) {
    items[`claim:${orderId}`] = txItem(
      invoiceClaim.create({ orderId, invoiceId: id, userId: caller.userId }),
    );
    items[`order:${orderId}`] = orderInvoiceableCheck(orderId, caller.userId);
  }
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionsOnly)
      throw new ConflictError('invoice.orderNotInvoiceable');
    throw error;
  }
  return invoiceView(record);
}

export async function ownInvoices(caller: Who, paging: { current: number; size: number }) {
  const page = await entityPage(invoice, invoice.query.byUser({ userId: caller.userId }), {
    ...paging,
    order: 'desc',
  });
  return {
    ...page,
    records: page.records.filter((r) => r.tenantId === caller.tenantId).map(invoiceView),
  };
}

async function tenantInvoice(caller: Pick<Caller, 'tenantId'>, id: string): Promise<InvoiceRecord> {
  const { data } = await invoice.get({ id }).go({ consistent: true });
  if (!data || data.tenantId !== caller.tenantId) throw new NotFoundError('invoice.notFound');
  return data;
}

/** Platform administrators: the tenant's invoices, newest first. */
export async function tenantInvoices(
  caller: Pick<Caller, 'tenantId'>,
  paging: { current: number; size: number },
) {
  const page = await entityPage(invoice, invoice.query.byTenant({ tenantId: caller.tenantId }), {
    ...paging,
    order: 'desc',
  });
  return { ...page, records: page.records.map(adminView) };
}

export async function invoiceDetail(caller: Pick<Caller, 'tenantId'>, id: string) {
  return adminView(await tenantInvoice(caller, id));
}

/**
 * The file name to offer on download. Browsers send a multipart file name as UTF-8 bytes and the
 * parser reads header parameters as latin1, so a name that is valid UTF-8 once re-read is taken as such.
 */
function safeName(raw: string): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const wide = [...raw].some((c) => c.charCodeAt(0) > 0xff);
  const name = wide || utf8.includes('\uFFFD') ? raw : utf8;
  return name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100) || 'invoice.pdf';
}

/** What the attached file must be: a PDF by its bytes (not its claimed type), within the size limit. */
function checkPdf(file: UploadedFile | undefined): UploadedFile | undefined {
  if (!file) return undefined;
  const isPdf = file.data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (!isPdf || file.data.length === 0 || file.data.length > INVOICE_PDF_MAX_BYTES)
    throw new BadRequestError('invoice.pdfOnly');
  return file;
}

/**
 * Marks an invoice done, with the PDF invoice when one is given. The PDF is stored first under a key
 * of its own; the status write is conditioned on `invoicing`, so an invoice is done once and a racing
 * second attempt answers 409, its PDF left unreferenced rather than replacing the one the user gets.
 */
export async function completeInvoice(
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  pdf?: UploadedFile,
  now = new Date(),
) {
  const file = checkPdf(pdf);
  const record = await tenantInvoice(caller, id);
  if (record.status === 'done') throw new ConflictError('invoice.alreadyDone');
  const pdfKey = file ? `invoices/${record.tenantId}/${record.id}/${sortableId(now)}.pdf` : '';
  const pdfName = file ? safeName(file.fileName) : '';
  if (file)
    await s3.send(
      new PutObjectCommand({
        Bucket: filesBucket(),
        Key: pdfKey,
        Body: file.data,
        ContentType: 'application/pdf',
      }),
    );
  try {
    await invoice
      .patch({ id })
      .set({ status: 'done', doneTime: now.toISOString(), pdfKey, pdfName })
      .where((attr, op) => op.eq(attr.status, 'invoicing'))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('invoice.alreadyDone');
    throw error;
  }
  return adminView({ ...record, status: 'done', doneTime: now.toISOString(), pdfKey, pdfName });
}

/** A short-lived address of the caller's own PDF invoice; anyone else's reads as not found. */
export async function ownInvoicePdf(caller: Who, id: string) {
  const { data } = await invoice.get({ id }).go({ consistent: true });
  if (!data || data.userId !== caller.userId || data.tenantId !== caller.tenantId)
    throw new NotFoundError('invoice.notFound');
  if (!data.pdfKey) throw new NotFoundError('invoice.noPdf');
  const fileName = data.pdfName || `invoice-${data.id}.pdf`;
  const url = await getSignedUrl(
    presigner,
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: data.pdfKey,
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
  return { url, fileName, expiresIn: DOWNLOAD_URL_SECONDS };
}
