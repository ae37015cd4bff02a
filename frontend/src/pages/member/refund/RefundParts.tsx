import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { RefundView } from '@loopline/shared/contracts/refund';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { splitOrder } from '../../../api/refund.ts';
import { formatDateTime } from '../../../app/format.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';

export const REFUND_RECORD_TYPE: Record<RefundView['status'], StatusIndicatorProps.Type> = {
  requested: 'pending',
  rejected: 'stopped',
  withdrawn: 'stopped',
  refunding: 'in-progress',
  refunded: 'success',
  failed: 'error',
};

/** The refund number sent to the provider (out_refund_no / out_request_no) and the provider's own. */
export function RefundNumbers({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{refund.id}</div>
      {refund.providerRefundId && (
        <Box variant="small" color="text-body-secondary">
          {t('refund.parts.providerNo', { no: refund.providerRefundId })}
        </Box>
      )}
    </>
  );
}

/**
 * An order's refund parts (`querySplitOrder`): paid, refunded and left, then each part with its
 * amount, state, refund numbers and time. Read when shown (a popover opens it), for the buyer's
 * orders tab and the back office alike.
 */
export function RefundParts({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const split = useQuery({ queryKey: payKeys.split(orderId), queryFn: () => splitOrder(orderId) });
  if (!split.data) return <Spinner />;
  const { order, parts } = split.data;
  const money = (fen: number) => formatFen(fen, i18n.language);
  return (
    <SpaceBetween size="xs">
      <Box data-testid={`refund-parts-summary-${orderId}`}>
        {t('refund.parts.summary', {
          paid: money(order.payFen),
          refunded: money(order.refundedFen),
          left: money(order.refundableFen),
        })}
      </Box>
      <Table
        data-testid={`refund-parts-${orderId}`}
        variant="embedded"
        wrapLines
        items={parts}
        trackBy="id"
        empty={t('refund.parts.empty')}
        columnDefinitions={[
          {
            id: 'time',
            header: t('refund.parts.time'),
            cell: (r) => formatDateTime(r.status === 'requested' ? r.createTime : r.updateTime),
          },
          { id: 'amount', header: t('refund.parts.amount'), cell: (r) => money(r.refundFen) },
          {
            id: 'state',
            header: t('refund.parts.state'),
            cell: (r) => (
              <span data-testid={`refund-part-${r.id}`} data-state={r.status}>
                <StatusIndicator type={REFUND_RECORD_TYPE[r.status]}>
                  {t(`refund.record.${r.status}`)}
                </StatusIndicator>
              </span>
            ),
          },
          { id: 'no', header: t('refund.parts.no'), cell: (r) => <RefundNumbers refund={r} /> },
        ]}
      />
      {parts[0]?.rejectReason && parts[0].status === 'rejected' && (
        <Box>{t('refund.request.rejectedNote', { reason: parts[0].rejectReason })}</Box>
      )}
    </SpaceBetween>
  );
}
