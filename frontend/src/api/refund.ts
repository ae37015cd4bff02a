import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type {
  RefundInitiateBody,
  RefundListQuery,
  RefundRecordState,
  RefundRejectBody,
  RefundRequestBody,
  RefundSource,
  RefundView,
  SplitOrderBody,
  SplitOrderView,
} from '@loopline/shared/contracts/refund';
import { http } from './client.ts';

/** Refunds (issue 18 item 5) and query-on-return. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type { RefundView } from '@loopline/shared/contracts/refund';

/** The buyer asks for their payment back. */
export const requestRefund = (input: RequestInput<typeof RefundRequestBody>) =>
  http.post<RefundView>('/api/cloud/order/user/rel/refundRequest', input);

/** The buyer takes back a request that waits for review. */
export const withdrawRefund = (id: string) =>
  http.post<RefundView>('/api/cloud/order/user/rel/withdrawRefund', { id });

/** `querySplitOrder`: an order and its refund parts (the buyer's own, or any of the tenant's for an administrator). */
export const splitOrder = (orderId: string) =>
  http
    .post<SplitOrderView>('/api/cloud/order/user/rel/querySplitOrder', {
      orderId,
    } satisfies RequestInput<typeof SplitOrderBody>)
    .then(data);

/** Query-on-return: the server asks the provider and settles a paid order. */
export const queryPayment = (orderId: string) =>
  http
    .post<OrderView>(`/api/blade-pay/order/syncPayment?orderId=${encodeURIComponent(orderId)}`, {})
    .then(data);

/** Platform administrators. */
export const tenantRefunds = (query: {
  current: number;
  size: number;
  status?: RefundRecordState;
  source?: RefundSource;
  orderId?: string;
}) =>
  http
    .get<Page<RefundView>>('/api/blade-pay/refund/list', query satisfies RequestInput<typeof RefundListQuery>)
    .then(data);
export const initiateRefund = (input: RequestInput<typeof RefundInitiateBody>) =>
  http.post<RefundView>('/api/blade-pay/order/refund', input);
export const approveRefund = (id: string) =>
  http.post<RefundView>('/api/blade-pay/order/refundRequest', { id });
export const rejectRefund = (input: RequestInput<typeof RefundRejectBody>) =>
  http.post<RefundView>('/api/blade-pay/order/rejectRefund', input);
export const syncRefund = (id: string) => http.post<RefundView>('/api/blade-pay/refund/sync', { id });
