import { conditionFailed } from '../entities/errors.ts';
import { payOrder } from '../entities/payOrder.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { orderRemovable } from './orderRemoval.ts';
import { getOrder, type OrderRecord } from './orders.ts';

/**
 * The back office's order CRUD (order/remove, order/submit) on real payment orders: what an
 * administrator may change is limited to what records no money (docs/decisions.md "pay-rows").
 */

async function tenantOrders(caller: Pick<Caller, 'tenantId'>, ids: readonly string[]) {
  const orders = await Promise.all(ids.map((id) => getOrder(id)));
  return orders.map((order) => {
    if (!order || order.tenantId !== caller.tenantId) throw new NotFoundError('pay.orderNotFound');
    return order;
  });
}

/**
 * Deletes orders nobody paid (orderRemoval.ts), all or none: each delete holds on the condition that
 * the order is still as it was read (same status, still no transaction), so a payment that lands in
 * between keeps its order and the whole removal is refused.
 */
export async function removeOrders(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  ids: readonly string[],
  now = new Date(),
) {
  const unique = [...new Set(ids)];
  const orders = await tenantOrders(caller, unique);
  const kept = orders.filter((order) => !orderRemovable(order, now));
  if (kept.length > 0) throw new ConflictError('order.notRemovable', { id: kept[0]!.id });
  const deleteOf = (order: OrderRecord) =>
    txItem(
      payOrder
        .delete({ id: order.id })
        .where(
          (attr, op) =>
            `${op.eq(attr.status, order.status)} AND (${op.notExists(attr.transactionId)} OR ${op.eq(attr.transactionId, '')})`,
        ),
    );
  try {
    await transactWrite(Object.fromEntries(orders.map((order) => [order.id, deleteOf(order)])));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionsOnly)
      throw new ConflictError('order.notRemovable', { id: error.failed[0] ?? '' });
    throw error;
  }
  logger.info('orders removed by the back office', { orderIds: unique, by: caller.userId });
}

/** Changes the back office's remark on an order; nothing the buyer paid for or was granted. */
export async function setOrderRemark(
  caller: Pick<Caller, 'tenantId'>,
  input: { id: string; remark: string },
) {
  await tenantOrders(caller, [input.id]);
  try {
    await payOrder.patch({ id: input.id }).set({ remark: input.remark }).go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pay.orderNotFound');
    throw error;
  }
}
