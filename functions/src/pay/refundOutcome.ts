/** What a provider said about a refund, by either its answer to the request, a query or a notify. */
export type RefundOutcome =
  /** The money went back to the payer. */
  | { state: 'refunded'; providerRefundId: string }
  /** The provider refused it or gave up on it: nothing went back. */
  | { state: 'failed'; reason: string }
  /** Taken but not finished (WeChat PROCESSING), or the answer was lost: ask again later. */
  | { state: 'pending'; providerRefundId?: string }
  /** The provider has no refund under that number: it never arrived, so it can be sent again. */
  | { state: 'missing' };

/** One refund as the providers need it. */
export interface RefundCall {
  orderNo: string;
  transactionId: string;
  refundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}
