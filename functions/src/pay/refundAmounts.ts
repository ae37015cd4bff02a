import type { RefundState } from '@loopline/shared/contracts/pay';
import { payOrder } from '../entities/payOrder.ts';
import { txItem } from '../entities/transaction.ts';
import type { Revoked } from '../membership/index.ts';
import { heldOf, type OrderRecord, refundedOf } from './orders.ts';

/**
 * The order's side of its refund parts (several per order). `refundFen` holds what the parts hold
 * (refunded or at the provider) and `refundedFen` what came back; a part is added to the hold in the
 * transaction that sends it, on the condition that the hold stays within payFen, so concurrent parts
 * can never add up to more than was paid.
 */

/** The order's refund state once its amounts are these. */
export function orderRefundState(payFen: number, heldFen: number, refundedFen: number): RefundState {
  if (heldFen > refundedFen) return 'refunding';
  if (refundedFen >= payFen) return 'refunded';
  return refundedFen > 0 ? 'partial' : 'failed';
}

/**
 * The order item of a transaction that sends a refund part of `fen`: the hold grows by it (never past
 * payFen), the state is refunding and the part is the latest. `request` also closes the buyer's
 * request being approved (and requires it to be the one still open).
 */
export function holdItem(order: OrderRecord, part: { id: string; fen: number }, request?: string) {
  const set = {
    refundStatus: 'refunding' as const,
    refundId: part.id,
    ...(request ? { openRefundId: '' } : {}),
  };
  const open = (attr: { openRefundId: unknown }, op: { eq(a: unknown, v: unknown): string }) =>
    request ? ` AND ${op.eq(attr.openRefundId, request)}` : '';
  const patch = payOrder.patch({ id: order.id });
  if (order.refundedFen === undefined) {
    // Written before partial refunds: its amounts are set from the read, on the condition that they
    // have not changed since (a concurrent part makes this one fail rather than both pass).
    return txItem(
      patch
        .set({ ...set, refundFen: heldOf(order) + part.fen, refundedFen: refundedOf(order) })
        .where(
          (attr, op) =>
            `${op.eq(attr.status, 'completed')} AND ${op.notExists(attr.refundedFen)} AND ${
              order.refundFen === undefined
                ? op.notExists(attr.refundFen)
                : op.eq(attr.refundFen, order.refundFen)
            }${open(attr, op)}`,
        ),
    );
  }
  return txItem(
    patch
      .set(set)
      .add({ refundFen: part.fen })
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'completed')} AND (${op.lte(attr.refundFen, order.payFen - part.fen)} OR ${op.notExists(attr.refundFen)})${open(attr, op)}`,
      ),
  );
}

/**
 * The order item of a transaction that ends a refund part: a success adds it to what came back (and
 * its revocation to the order's totals), a failure releases its hold. Conditioned on the amounts as
 * read, so parts ending at the same time are applied one after the other (the caller reads again).
 */
export function finishItem(
  order: OrderRecord,
  part: { id: string; fen: number },
  success: boolean,
  revoked: Revoked,
) {
  const held = heldOf(order);
  const refunded = refundedOf(order);
  const nextHeld = success ? held : Math.max(refunded, held - part.fen);
  const nextRefunded = success ? refunded + part.fen : refunded;
  // Refunds sent before partial refunds existed (and late payments) opened themselves on the order.
  const closes = order.openRefundId === part.id;
  return txItem(
    payOrder
      .patch({ id: order.id })
      .set({
        refundStatus: orderRefundState(order.payFen, nextHeld, nextRefunded),
        refundFen: nextHeld,
        refundedFen: nextRefunded,
        refundRevokedMs: (order.refundRevokedMs ?? 0) + revoked.ms,
        refundRevokedStorage: (order.refundRevokedStorage ?? 0) + revoked.storage,
        refundRevokedParse: (order.refundRevokedParse ?? 0) + revoked.parse,
        ...(closes ? { openRefundId: '' } : {}),
      })
      .where((attr, op) =>
        [
          order.refundFen === undefined
            ? op.notExists(attr.refundFen)
            : op.eq(attr.refundFen, order.refundFen),
          order.refundedFen === undefined
            ? op.notExists(attr.refundedFen)
            : op.eq(attr.refundedFen, order.refundedFen),
          closes ? op.eq(attr.openRefundId, part.id) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      ),
  );
}
