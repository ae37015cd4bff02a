import Box from '@cloudscape-design/components/box';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { DuplicatePaymentView } from '@loopline/shared/contracts/pay';
import { useTranslation } from 'react-i18next';
import { formatFen } from './money.ts';

const STATE_TYPE: Record<DuplicatePaymentView['refundStatus'], StatusIndicatorProps.Type> = {
  refunding: 'in-progress',
  refunded: 'success',
  failed: 'error',
};

/**
 * A merged order paid through both providers: the second payment and where its automatic refund
 * stands (the buyer's orders and the back office's order detail).
 */
export function DuplicatePayment({
  orderId,
  duplicate,
}: {
  orderId: string;
  duplicate: DuplicatePaymentView;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box fontSize="body-s" data-testid={`order-duplicate-${orderId}`}>
      {t('payDuplicate.note', {
        provider: t(`pay.${duplicate.provider}`),
        amount: formatFen(duplicate.payFen, i18n.language),
      })}{' '}
      <StatusIndicator type={STATE_TYPE[duplicate.refundStatus]}>
        {t(`payDuplicate.state.${duplicate.refundStatus}`)}
      </StatusIndicator>
    </Box>
  );
}
