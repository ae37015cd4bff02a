import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { AdminInvoiceView, InvoiceSaveBody, InvoiceView } from '@loopline/shared/contracts/invoice';
import type { OrderView } from '@loopline/shared/contracts/pay';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';

/** Invoices for paid orders (issue 18 item 6): cloud/invoice and queryNoInvoiceOrder. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type { AdminInvoiceView, InvoiceView } from '@loopline/shared/contracts/invoice';

export const ordersWithoutInvoice = () =>
  http.post<OrderView[]>('/api/cloud/order/user/rel/queryNoInvoiceOrder', {}).then(data);

export const requestInvoice = (input: RequestInput<typeof InvoiceSaveBody>) =>
  http.post<InvoiceView>('/api/cloud/invoice/save', input);

export const ownInvoices = (paging: { current: number; size: number }) =>
  http.get<Page<InvoiceView>>('/api/cloud/invoice/list/own', paging).then(data);

/** A short-lived address of the caller's own PDF invoice. */
export const invoicePdfLink = (id: string) =>
  http
    .get<{ url: string; fileName: string }>(`/api/cloud/invoice/download/${encodeURIComponent(id)}`)
    .then(data);

/** Platform administrators. */
export const tenantInvoices = (paging: { current: number; size: number }) =>
  http.get<Page<AdminInvoiceView>>('/api/cloud/invoice/list', paging).then(data);

/** Marks an invoice done, with the PDF invoice when one is chosen (multipart: id, file). */
export async function completeInvoice(id: string, pdf: File | null): Promise<Envelope<AdminInvoiceView>> {
  const form = new FormData();
  form.append('id', id);
  if (pdf) form.append('file', pdf, pdf.name);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = tokens.access();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const res = await fetch('/api/cloud/invoice/updateInvoiceStatus', { method: 'POST', headers, body: form });
  const body = (await res.json()) as Envelope<AdminInvoiceView>;
  if (body.code !== 200) throw new Error(body.msg);
  return body;
}
