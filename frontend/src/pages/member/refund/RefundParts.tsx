import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
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

/**
 * An order's refund parts (`querySplitOrder`): paid, refunded and left, then each part with its
 * amount, state, time and refund numbers (a list rather than a table: it fits a popover). Read when shown (a popover opens it), for the buyer's
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
      <div data-testid={`refund-parts-${orderId}`}>
        {parts.length === 0 ? (
          <Box color="text-body-secondary">{t('refund.parts.empty')}</Box>
        ) : (
          <SpaceBetween size="xs">
            {parts.map((r) => (
              <div key={r.id} data-testid={`refund-part-${r.id}`} data-state={r.status}>
                <SpaceBetween direction="horizontal" size="s">
                  <Box fontWeight="bold">{money(r.refundFen)}</Box>
                  <StatusIndicator type={REFUND_RECORD_TYPE[r.status]}>
                    {t(`refund.record.${r.status}`)}
                  </StatusIndicator>
                  <Box color="text-body-secondary">
                    {formatDateTime(r.status === 'requested' ? r.createTime : r.updateTime)}
                  </Box>
                </SpaceBetween>
                <Box variant="small" color="text-body-secondary">
                  {t('refund.parts.no')}: {r.id}
                  {r.providerRefundId && ` · ${t('refund.parts.providerNo', { no: r.providerRefundId })}`}
                </Box>
              </div>
            ))}
          </SpaceBetween>
        )}
      </div>
      {parts[0]?.rejectReason && parts[0].status === 'rejected' && (
        <Box>{t('refund.request.rejectedNote', { reason: parts[0].rejectReason })}</Box>
      )}
    </SpaceBetween>
  );
}
