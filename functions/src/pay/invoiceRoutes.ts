import {
  INVOICE_PDF_MAX_BYTES,
  InvoiceIdParams,
  InvoicePageQuery,
  InvoiceSaveBody,
} from '@loopline/shared/contracts/invoice';
import { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';
import type { MultipartBody } from '../lib/http/multipart.ts';
import { Reply, route } from '../lib/http/route.ts';
import {
  completeInvoice,
  invoiceDetail,
  ordersWithoutInvoice,
  ownInvoicePdf,
  ownInvoices,
  requestInvoice,
  tenantInvoices,
} from './invoices.ts';

/** Invoices for paid orders (issue 18 item 6): the user's request and download, the back office's list and completion. */
export const invoiceRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/queryNoInvoiceOrder',
    auth: 'user',
    summary: "The caller's paid or completed orders that are on no invoice yet, newest first",
    handler: async ({ caller }) => ordersWithoutInvoice(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/invoice/save',
    auth: 'user',
    summary:
      'Request a general or special VAT invoice for orders of the caller (below 10,000 yuan in all; each order once)',
    body: InvoiceSaveBody,
    handler: async ({ body, caller }) => new Reply(await requestInvoice(caller, body), 'invoice.saved'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/invoice/list/own',
    auth: 'user',
    summary: "The caller's invoices, newest first (current, size)",
    query: InvoicePageQuery,
    handler: async ({ query, caller }) => ownInvoices(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/invoice/download/{id}',
    auth: 'user',
    summary: "A short-lived address of the caller's own PDF invoice",
    params: InvoiceIdParams,
    handler: async ({ params, caller }) => ownInvoicePdf(caller, params.id),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/invoice/list',
    auth: 'admin',
    summary: "The tenant's invoices, newest first (platform administrators; current, size)",
    query: InvoicePageQuery,
    handler: async ({ query, caller }) => tenantInvoices(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/invoice/detail/{id}',
    auth: 'admin',
    summary: 'One invoice of the tenant with who requested it (platform administrators)',
    params: InvoiceIdParams,
    handler: async ({ params, caller }) => invoiceDetail(caller, params.id),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/invoice/updateInvoiceStatus',
    auth: 'admin',
    summary:
      'Mark an invoice done (multipart: field "id", optional file "file": the PDF invoice, at most 5 MB)',
    bodyFormat: 'multipart',
    body: z.custom<MultipartBody>((value) => typeof value === 'object' && value !== null),
    multipartLimits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1 },
    handler: async ({ body, caller }) => {
      const id = InvoiceIdParams.safeParse({ id: body.fields.id });
      if (!id.success) throw new BadRequestError('invoice.notFound');
      const file = body.files.find((f) => f.fieldName === 'file');
      return new Reply(await completeInvoice(caller, id.data.id, file), 'invoice.done');
    },
  }),
];
