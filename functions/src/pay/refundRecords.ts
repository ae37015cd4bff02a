import type { RefundView } from '@loopline/shared/contracts/refund';
import { OPEN_REFUNDS, payRefund } from '../entities/payRefund.ts';
import { NotFoundError } from '../lib/errors.ts';

/** A stored refund (entities/payRefund.ts) as the service reads it. */
export type RefundRecord = RefundView & { tenantId: string; sentTime: string; sendAfter?: string };

const recordOf = (data: unknown): RefundRecord => data as RefundRecord;

export function refundView(record: RefundRecord): RefundView {
  const { tenantId: _tenant, sentTime: _sent, sendAfter: _after, ...view } = record;
  return view;
}

export async function getRefund(id: string): Promise<RefundRecord | null> {
  const { data } = await payRefund.get({ id }).go({ consistent: true });
  return data ? recordOf(data) : null;
}

/** A refund of the administrator's tenant; any other reads as not found. */
export async function tenantRefund(tenantId: string, id: string): Promise<RefundRecord> {
  const refund = await getRefund(id);
  if (!refund || refund.tenantId !== tenantId) throw new NotFoundError('refund.notFound');
  return refund;
}

/** Refunds still waiting for the provider's final word, sent before `before` (the sync job's read). */
export async function openRefunds(before: string, limit: number): Promise<RefundRecord[]> {
  const { data } = await payRefund.query
    .byQueue({ refundQueue: OPEN_REFUNDS })
    .lt({ sentTime: before })
    .go({ limit });
  return data.map(recordOf);
}
