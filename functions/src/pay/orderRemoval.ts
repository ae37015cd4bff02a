import type { OrderRecord } from './orders.ts';

/**
 * How long after its creation an order may still hear from a provider: WeChat Pay retries a notify
 * for about 24 h 4 min, Alipay for about 25 h. A cancelled order can still be paid late within that
 * time (latePayment.ts completes it), so it stays until then.
 */
export const NOTIFY_WINDOW_MS = 26 * 3_600_000;

type Removal = Pick<
  OrderRecord,
  'status' | 'transactionId' | 'createTime' | 'paidTime' | 'refundFen' | 'refundId' | 'openRefundId'
> & { duplicateProvider?: string };

/**
 * Whether the back office may delete an order (order/remove): only an order nobody paid — cancelled
 * or failed, no provider transaction, no refund or duplicate payment on it — and past the notify
 * window, so no late payment can arrive for a record that is gone. Paid, completed, free and unpaid
 * orders are records of money or of a payment still possible, and are never removed.
 */
export function orderRemovable(order: Removal, now: Date): boolean {
  return (
    (order.status === 'cancelled' || order.status === 'failed') &&
    !order.transactionId &&
    !order.paidTime &&
    !order.refundFen &&
    !order.refundId &&
    !order.openRefundId &&
    !order.duplicateProvider &&
    now.getTime() - Date.parse(order.createTime) >= NOTIFY_WINDOW_MS
  );
}
