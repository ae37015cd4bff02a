import { z } from 'zod';
import { IdSchema } from './ids.ts';

/**
 * Invoices for paid orders (issue 18 item 6; spec 2 §3, §4, §5): cloud/invoice and
 * cloud/order/user/rel/queryNoInvoiceOrder. Amounts are integer fen.
 */

/** Spec 2 §5: the invoiced price stays below 10,000 yuan. */
export const INVOICE_LIMIT_FEN = 1_000_000;
/** Spec 2 §5: the address has at most 25 characters. */
export const INVOICE_ADDRESS_MAX = 25;
/** An invoice claims its orders in one transaction (two items per order, at most 100 in all). */
export const INVOICE_MAX_ORDERS = 40;
/** The PDF an administrator attaches. */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;

export const INVOICE_STATES = ['invoicing', 'done'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_TYPES = ['general', 'special'] as const;
export const TITLE_TYPES = ['personal', 'company'] as const;

/** Unified social credit code (18) or the older taxpayer numbers (15, 20): digits and capitals. */
export const TAXPAYER_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number) => z.string().trim().max(max, 'invoice.fieldLength').default('');

export const InvoiceSaveBody = z
  .object({
    titleType: z.enum(TITLE_TYPES, 'invoice.titleTypeInvalid'),
    invoiceType: z.enum(INVOICE_TYPES, 'invoice.typeInvalid'),
    title: z.string().trim().min(1, 'invoice.titleRequired').max(100, 'invoice.fieldLength'),
    taxpayerId: z
      .string()
      .trim()
      .toUpperCase()
      .default('')
      .refine((v) => v === '' || TAXPAYER_ID.test(v), 'invoice.taxpayerIdInvalid'),
    bank: text(60),
    account: text(40),
    address: z.string().trim().max(INVOICE_ADDRESS_MAX, 'invoice.addressLength').default(''),
    phone: text(30),
    email: z.string().trim().regex(EMAIL, 'invoice.emailInvalid').max(100, 'invoice.emailInvalid'),
    orderIds: z
      .array(IdSchema)
      .min(1, 'invoice.ordersRequired')
      .max(INVOICE_MAX_ORDERS, 'invoice.tooManyOrders')
      .refine((ids) => new Set(ids).size === ids.length, 'invoice.ordersRequired'),
  })
  .superRefine((body, ctx) => {
    // A company title is identified by its taxpayer id; a special VAT invoice needs the company's
    // full registration (bank, account, address, phone) and cannot be made out to a person.
    if (body.titleType === 'company' && !body.taxpayerId)
      ctx.addIssue({ code: 'custom', path: ['taxpayerId'], message: 'invoice.taxpayerIdInvalid' });
    if (body.invoiceType === 'special') {
      if (body.titleType !== 'company')
        ctx.addIssue({ code: 'custom', path: ['titleType'], message: 'invoice.specialCompanyOnly' });
      for (const field of ['bank', 'account', 'address', 'phone'] as const)
        if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'invoice.specialFields' });
    }
  });
export type InvoiceSave = z.output<typeof InvoiceSaveBody>;

export const InvoicePageQuery = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const InvoiceIdParams = z.object({ id: IdSchema });

/** An invoice as both sides see it. */
export interface InvoiceView {
  id: string;
  titleType: (typeof TITLE_TYPES)[number];
  invoiceType: (typeof INVOICE_TYPES)[number];
  title: string;
  taxpayerId: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  email: string;
  orderIds: string[];
  amountFen: number;
  status: InvoiceState;
  createTime: string;
  doneTime: string;
  /** True once the PDF invoice is attached (the user can download it). */
  hasPdf: boolean;
  pdfName: string;
}

/** The back office also sees who asked. */
export type AdminInvoiceView = InvoiceView & { userId: string };
