import type { RefundRecordState, RefundSource } from '@loopline/shared/contracts/refund';
import { useQuery } from '@tanstack/react-query';
import { tenantRefunds } from '../../../api/refund.ts';

/** Query keys of the back-office refund page (issue 18 item 5). */
export interface RefundFilter {
  status?: RefundRecordState;
  source?: RefundSource;
  orderId?: string;
}

export const refundKeys = {
  all: ['refund'] as const,
  tenant: (current: number, size: number, filter: RefundFilter) =>
    ['refund', 'tenant', current, size, filter] as const,
};

export const useTenantRefunds = (current: number, size: number, filter: RefundFilter) =>
  useQuery({
    queryKey: refundKeys.tenant(current, size, filter),
    queryFn: () => tenantRefunds({ current, size, ...filter }),
  });
