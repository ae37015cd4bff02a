import { type Language, translate } from '@loopline/shared';
import { INVOICE_EXPORT_MAX, type InvoiceExcelQuery } from '@loopline/shared/contracts/payAdmin';
import writeXlsxFile from 'write-excel-file/node';
import type { z } from 'zod';
import { userDirectory } from '../access/index.ts';
import { invoice } from '../entities/invoice.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { fenToYuan } from './pricing.ts';

type Filter = z.output<typeof InvoiceExcelQuery>;

/** The tenant's invoices matching the filter, newest first: one query of the tenant's index, paged. */
async function matching(tenantId: string, f: Filter) {
  const query = invoice.query.byTenant({ tenantId }).where((attr, op) => {
    const parts: string[] = [];
    if (f.status) parts.push(op.eq(attr.status, f.status));
    if (f.from) parts.push(op.gte(attr.createTime, `${f.from}T00:00:00.000Z`));
    if (f.to) parts.push(op.lte(attr.createTime, `${f.to}T23:59:59.999Z`));
    return parts.join(' AND ');
  });
  const rows: Awaited<ReturnType<typeof query.go>>['data'] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof query.go>> = await query.go({ cursor, order: 'desc', limit: 1000 });
    rows.push(...page.data);
    if (rows.length > INVOICE_EXPORT_MAX) throw new BadRequestError('invoice.export.tooMany');
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

/** `downExcel`: the tenant's invoices as an xlsx sheet in the caller's language (amounts in yuan). */
export async function invoicesWorkbook(caller: Pick<Caller, 'tenantId'>, f: Filter, lang: Language) {
  const rows = await matching(caller.tenantId, f);
  const ids = [...new Set(rows.map((r) => r.userId))];
  const users = await Promise.all(ids.map((id) => userDirectory.get(id)));
  const account = new Map(ids.map((id, i) => [id, users[i]?.account ?? '']));
  const t = (key: string) => translate(`invoice.export.${key}`, lang);
  const columns = [
    'id',
    'createTime',
    'account',
    'titleType',
    'invoiceType',
    'title',
    'taxpayerId',
    'email',
    'amount',
    'orders',
    'status',
    'doneTime',
  ];
  const header = columns.map((c) => ({ value: t(c), fontWeight: 'bold' as const }));
  const body = rows.map((r) => [
    { value: r.id },
    { value: r.createTime.slice(0, 19).replace('T', ' ') },
    { value: account.get(r.userId) ?? '' },
    { value: t(r.titleType) },
    { value: t(r.invoiceType) },
    { value: r.title },
    { value: r.taxpayerId ?? '' },
    { value: r.email },
    { value: fenToYuan(r.amountFen) },
    { value: r.orderIds.join(', ') },
    { value: t(r.status) },
    { value: (r.doneTime ?? '').slice(0, 19).replace('T', ' ') },
  ]);
  return writeXlsxFile([header, ...body], {
    columns: [22, 20, 16, 10, 18, 30, 22, 26, 14, 44, 10, 20].map((width) => ({ width })),
  }).toBuffer();
}
