import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { MAX_PRICE_FEN, type OrderView, type PayProvider } from './pay.ts';

/**
 * Refunds of paid orders (issue 18 item 5; spec 2 §4, spec 3 §2 `refund`, §7 order refund,
 * refundRequest, reject refund record). Amounts are integer fen.
 */

/** A refund record's own course: a buyer's request waits for review; the provider's answer ends it. */
export const REFUND_RECORD_STATES = [
  'requested',
  'rejected',
  'withdrawn',
  'refunding',
  'refunded',
  'failed',
] as const;
export type RefundRecordState = (typeof REFUND_RECORD_STATES)[number];
export const REFUND_SOURCES = ['user', 'admin', 'system'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/** Reasons are shown to the other side (buyer ↔ administrator). */
export const REFUND_REASON_MAX = 200;
const reason = z
  .string('refund.reasonRequired')
  .trim()
  .min(1, 'refund.reasonRequired')
  .max(REFUND_REASON_MAX, 'refund.reasonLength');

/** The buyer asks for what is left of the paid amount of one of their orders (all of it when nothing was refunded). */
export const RefundRequestBody = z.object({ orderId: IdSchema, reason });
export type RefundRequestInput = z.input<typeof RefundRequestBody>;

/**
 * An administrator refunds an order, or part of it: refundFen left out is all that is left. An order
 * takes several parts, never more in total than was paid.
 */
export const RefundInitiateBody = z.object({
  orderId: IdSchema,
  refundFen: z.coerce
    .number()
    .int('refund.amountInvalid')
    .min(1, 'refund.amountInvalid')
    .max(MAX_PRICE_FEN, 'refund.amountInvalid')
    .optional(),
  reason,
});
export type RefundInitiateInput = z.input<typeof RefundInitiateBody>;

/** Approve a request (it goes to the provider), query the provider about an open refund, or withdraw a request. */
export const RefundIdBody = z.object({ id: IdSchema });
export const RefundRejectBody = z.object({ id: IdSchema, reason });
export type RefundRejectInput = z.input<typeof RefundRejectBody>;

export const RefundListQuery = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(REFUND_RECORD_STATES).optional(),
  source: z.enum(REFUND_SOURCES).optional(),
  orderId: IdSchema.optional(),
});
export type RefundListInput = z.input<typeof RefundListQuery>;

export interface RefundView {
  id: string;
  orderId: string;
  userId: string;
  provider: PayProvider | 'petalpay';
  payFen: number;
  refundFen: number;
  reason: string;
  source: RefundSource;
  status: RefundRecordState;
  createTime: string;
  updateTime: string;
  reviewedBy: string;
  rejectReason: string;
  providerRefundId: string;
  failReason: string;
  /** What was taken back from the buyer when it succeeded: membership time, storage bytes, parses. */
  revokedMs: number;
  revokedStorage: number;
  revokedParse: number;
  /** The order, for the list's name and kind columns. */
  orderName: string;
  orderNameEn: string;
  orderKind: OrderView['kind'];
}

/** `querySplitOrder`: one order and its refund parts. */
export const SplitOrderBody = z.object({ orderId: IdSchema });
export type SplitOrderInput = z.input<typeof SplitOrderBody>;

/** An order split into its refund parts, newest first; each part has its own provider refund number (id). */
export interface SplitOrderView {
  order: OrderView;
  parts: RefundView[];
}
