import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { RefundView } from '@loopline/shared/contracts/refund';
import type { TFunction } from 'i18next';
import { formatBytes, formatDateTime } from '../../../app/format.ts';
import { formatFen } from '../money.ts';
import { REFUND_RECORD_TYPE, RefundParts } from './RefundParts.tsx';

/** The refund page's columns (the actions column is the page's). */
export function refundColumns(t: TFunction, language: string): TableProps.ColumnDefinition<RefundView>[] {
  const money = (fen: number) => formatFen(fen, language);
  return [
    {
      id: 'time',
      header: t('refund.admin.time'),
      cell: (r) => (
        <>
          <div>{formatDateTime(r.createTime)}</div>
          {r.updateTime !== r.createTime && (
            <Box variant="small" color="text-body-secondary">
              {formatDateTime(r.updateTime)}
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'no',
      header: t('refund.admin.refundNo'),
      // The number sent to the provider; it may break anywhere so the column stays narrow. The
      // provider's own number is in the "All refunds" popover.
      cell: (r) => <div style={{ overflowWrap: 'anywhere' }}>{r.id}</div>,
    },
    {
      id: 'order',
      header: t('refund.admin.order'),
      cell: (r) => (
        <>
          <div>{r.orderId}</div>
          <Box variant="small" color="text-body-secondary">
            {t('refund.admin.user')}: {r.userId}
          </Box>
          <Popover
            header={t('refund.parts.title')}
            size="large"
            triggerType="custom"
            content={<RefundParts orderId={r.orderId} />}
          >
            <Button variant="inline-link" data-testid={`refund-order-parts-${r.id}`}>
              {t('refund.admin.orderParts')}
            </Button>
          </Popover>
        </>
      ),
    },
    {
      id: 'item',
      header: t('refund.admin.item'),
      cell: (r) => (language === 'zh' ? r.orderName : r.orderNameEn),
    },
    {
      id: 'paid',
      header: t('refund.admin.paid'),
      cell: (r) => (
        <>
          <div>{money(r.payFen)}</div>
          <Box variant="small" color="text-body-secondary">
            {t(`pay.${r.provider}`)}
          </Box>
        </>
      ),
    },
    { id: 'amount', header: t('refund.admin.amount'), cell: (r) => money(r.refundFen) },
    {
      id: 'reason',
      header: t('refund.admin.reason'),
      cell: (r) => (
        <>
          <div>
            {t(`refund.source.${r.source}`)}: {r.reason}
          </div>
          {r.rejectReason && <div>{t('refund.request.rejectedNote', { reason: r.rejectReason })}</div>}
          {r.failReason && <div>{t('refund.admin.failReason', { reason: r.failReason })}</div>}
        </>
      ),
    },
    {
      id: 'state',
      header: t('refund.admin.state'),
      cell: (r) => (
        <span data-testid={`refund-state-${r.id}`} data-state={r.status}>
          <StatusIndicator type={REFUND_RECORD_TYPE[r.status]}>
            {t(`refund.record.${r.status}`)}
          </StatusIndicator>
        </span>
      ),
    },
    {
      id: 'revoked',
      header: t('refund.admin.revoked'),
      cell: (r) => {
        const parts = [
          r.revokedMs > 0 && t('refund.admin.revokedDays', { days: (r.revokedMs / 86_400_000).toFixed(1) }),
          r.revokedStorage > 0 && formatBytes(r.revokedStorage),
          r.revokedParse > 0 && t('refund.admin.revokedParses', { count: r.revokedParse }),
        ].filter(Boolean);
        return r.status === 'refunded' && parts.length > 0 ? parts.join(', ') : '—';
      },
    },
  ];
}
