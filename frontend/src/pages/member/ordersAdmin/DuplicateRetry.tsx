import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DuplicatePaymentDetail } from '@loopline/shared/contracts/payAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { retryDuplicateRefund } from '../../../api/payAdmin.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

/**
 * The back office's retry of a duplicate payment's refund the provider refused: shown only while it
 * is `failed`; the server sends it once however often it is pressed.
 */
export function DuplicateRetry({
  orderId,
  duplicate,
}: {
  orderId: string;
  duplicate: DuplicatePaymentDetail;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDuplicateRefund(orderId),
    onSuccess: (envelope) => {
      if (envelope.msg) notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
  if (duplicate.refundStatus !== 'failed') return null;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button
        iconName="refresh"
        loading={retry.isPending}
        data-testid={`duplicate-retry-${orderId}`}
        onClick={() => retry.mutate()}
      >
        {t('payDuplicate.retry')}
      </Button>
      <Box variant="small" color="text-body-secondary">
        {t('payDuplicate.retryHint', { provider: t(`pay.${duplicate.provider}`) })}
      </Box>
    </SpaceBetween>
  );
}
