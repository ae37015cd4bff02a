import type { SplitOrderView } from '@loopline/shared/contracts/refund';
import { payRefund } from '../entities/payRefund.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { orderReadAccess } from '../lib/policies/orderPolicy.ts';
import { getOrder, viewOf } from './orders.ts';
import { type RefundRecord, refundView } from './refundRecords.ts';

/**
 * More parts than any order has in practice (each needs an administrator's action or a buyer's
 * request); the answer stays one bounded index read.
 */
const MAX_PARTS = 100;

/**
 * `querySplitOrder`: one order with its refund parts, newest first: requests (also rejected and
 * withdrawn ones) and refunds, each with its own provider refund number (its id), state and amount.
 */
export async function splitOrder(
  caller: Pick<Caller, 'userId' | 'tenantId' | 'isAdmin'>,
  orderId: string,
): Promise<SplitOrderView> {
  const order = await getOrder(orderId);
  const access = order ? orderReadAccess(caller, order) : 'missing';
  if (!order || access === 'missing') throw new NotFoundError('pay.orderNotFound');
  if (access === 'forbidden') throw new ForbiddenError('refund.notYourOrder');
  const { data } = await payRefund.query.byOrder({ orderId }).go({ order: 'desc', limit: MAX_PARTS });
  return { order: viewOf(order), parts: data.map((row) => refundView(row as RefundRecord)) };
}
