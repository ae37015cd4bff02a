import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import type { OrderView } from '@loopline/shared/contracts/pay';
import { REFUND_REASON_MAX } from '@loopline/shared/contracts/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRefund, withdrawRefund } from '../../../api/refund.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { payKeys } from '../queries.ts';
import { RefundParts } from '../refund/RefundParts.tsx';

const STATE_TYPE: Record<string, StatusIndicatorProps.Type> = {
  requested: 'pending',
  refunding: 'in-progress',
  partial: 'info',
  refunded: 'success',
  failed: 'error',
};

/** The order's refund state as the buyer sees it ('' when nothing was ever asked). */
function refundState(order: OrderView): string {
  if (order.refundOpen && order.refundStatus !== 'refunding') return 'requested';
  return order.refundStatus === 'none' ? '' : order.refundStatus;
}

/** A paid order with something left to refund and no request waiting can be asked back (the server checks it again). */
export const canRequestRefund = (order: OrderView) =>
  order.status === 'completed' &&
  (order.payType === 'wxpay' || order.payType === 'alipay' || order.payType === 'petalpay') &&
  order.refundableFen > 0 &&
  !order.refundOpen &&
  order.refundStatus !== 'refunding';

/** The refund column of the orders tab: the state, and the order's refund parts on demand. */
export function RefundState({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const state = refundState(order);
  const label = state ? (
    <StatusIndicator type={STATE_TYPE[state]}>{t(`refund.state.${state}`)}</StatusIndicator>
  ) : (
    '—'
  );
  return (
    <span data-testid={`order-refund-${order.id}`} data-state={state}>
      {order.refundId ? (
        <Popover
          header={t('refund.parts.title')}
          size="large"
          triggerType="custom"
          content={<RefundParts orderId={order.id} />}
        >
          <Button variant="inline-link">{state ? label : t('refund.orders.details')}</Button>
        </Popover>
      ) : (
        label
      )}
    </span>
  );
}

/** The orders tab's "Withdraw request" link: the buyer's request waiting for review is taken back. */
export function RefundWithdrawAction({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="inline-link"
        onClick={() => setOpen(true)}
        data-testid={`order-refund-withdraw-${order.id}`}
      >
        {t('refund.orders.withdraw')}
      </Button>
      {open && (
        <ConfirmModal
          header={t('refund.withdraw.title')}
          confirmText={t('refund.withdraw.confirm')}
          testId="refund-withdraw-dialog"
          onConfirm={async () => {
            const envelope = await withdrawRefund(order.refundId);
            notify.success(envelope.msg);
            await client.invalidateQueries({ queryKey: payKeys.all });
          }}
          onCancel={() => setOpen(false)}
          onDone={() => setOpen(false)}
        >
          {t('refund.withdraw.body')}
        </ConfirmModal>
      )}
    </>
  );
}

/** The orders tab's "Request refund" link and its dialog. */
export function RefundRequestAction({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="inline-link"
        onClick={() => setOpen(true)}
        data-testid={`order-refund-request-${order.id}`}
      >
        {t('refund.orders.request')}
      </Button>
      {open && <RefundRequestDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The buyer's refund request: what is left of the paid amount, with a reason. */
function RefundRequestDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const problem = !trimmed || trimmed.length > REFUND_REASON_MAX ? t('refund.request.reasonRequired') : null;
  const send = useMutation({
    mutationFn: () => requestRefund({ orderId: order.id, reason: trimmed }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
      void client.invalidateQueries({ queryKey: accountKeys.userSpace() });
      onClose();
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('refund.request.title')}
      data-testid="refund-request-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('refund.request.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={send.isPending}
              onClick={() => {
                setTried(true);
                if (!problem) send.mutate();
              }}
              data-testid="refund-request-submit"
            >
              {t('refund.request.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t('refund.request.intro', { amount: formatFen(order.refundableFen, i18n.language) })}</Box>
        <FormField label={t('refund.request.reason')} errorText={tried && problem ? problem : undefined}>
          <Textarea
            value={reason}
            onChange={({ detail }) => setReason(detail.value)}
            placeholder={t('refund.request.reasonPlaceholder')}
            data-testid="refund-request-reason"
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
