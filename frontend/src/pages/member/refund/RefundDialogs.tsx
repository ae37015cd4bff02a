import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { REFUND_REASON_MAX, type RefundView } from '@loopline/shared/contracts/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initiateRefund, rejectRefund } from '../../../api/refund.ts';
import { notify } from '../../../components/notifications/store.ts';
import { parseYuan } from '../money.ts';
import { refundKeys } from './queries.ts';

function Dialog(props: {
  title: string;
  submit: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={props.title}
      data-testid={props.testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose}>
              {t('refund.admin.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={props.busy}
              onClick={props.onSubmit}
              data-testid={`${props.testId}-submit`}
            >
              {props.submit}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">{props.children}</SpaceBetween>
    </Modal>
  );
}

const reasonProblem = (reason: string) => !reason.trim() || reason.trim().length > REFUND_REASON_MAX;

function useRefundMutation<T>(run: (input: T) => Promise<{ msg: string }>, onClose: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: refundKeys.all });
      onClose();
    },
    onError: (error) => notify.error(error.message),
  });
}

/** An administrator refunds an order by its number: all that is left of it, or a part, in yuan. */
export function InitiateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const refundFen = amount.trim() ? parseYuan(amount) : undefined;
  const send = useRefundMutation(initiateRefund, onClose);
  const invalid = !orderId.trim() || refundFen === null || refundFen === 0 || reasonProblem(reason);
  return (
    <Dialog
      title={t('refund.admin.initiateTitle')}
      submit={t('refund.admin.submit')}
      busy={send.isPending}
      testId="refund-initiate"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!invalid)
          send.mutate({ orderId: orderId.trim(), refundFen: refundFen ?? undefined, reason: reason.trim() });
      }}
    >
      <FormField
        label={t('refund.admin.orderNo')}
        errorText={tried && !orderId.trim() ? t('refund.admin.orderRequired') : undefined}
      >
        <Input
          value={orderId}
          onChange={({ detail }) => setOrderId(detail.value)}
          data-testid="refund-initiate-order"
        />
      </FormField>
      <FormField
        label={t('refund.admin.amountYuan')}
        errorText={
          tried && (refundFen === null || refundFen === 0) ? t('refund.admin.amountInvalid') : undefined
        }
      >
        <Input
          value={amount}
          onChange={({ detail }) => setAmount(detail.value)}
          inputMode="decimal"
          data-testid="refund-initiate-amount"
        />
      </FormField>
      <FormField
        label={t('refund.request.reason')}
        errorText={tried && reasonProblem(reason) ? t('refund.request.reasonRequired') : undefined}
      >
        <Textarea
          value={reason}
          onChange={({ detail }) => setReason(detail.value)}
          data-testid="refund-initiate-reason"
        />
      </FormField>
    </Dialog>
  );
}

/** Rejecting a buyer's request, with the reason they will see. */
export function RejectDialog({ refund, onClose }: { refund: RefundView; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const send = useRefundMutation(rejectRefund, onClose);
  return (
    <Dialog
      title={t('refund.admin.rejectTitle')}
      submit={t('refund.admin.confirmReject')}
      busy={send.isPending}
      testId="refund-reject"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!reasonProblem(reason)) send.mutate({ id: refund.id, reason: reason.trim() });
      }}
    >
      <Box>
        {refund.orderId} · {refund.reason}
      </Box>
      <FormField
        label={t('refund.admin.rejectReason')}
        errorText={tried && reasonProblem(reason) ? t('refund.request.reasonRequired') : undefined}
      >
        <Textarea
          value={reason}
          onChange={({ detail }) => setReason(detail.value)}
          data-testid="refund-reject-reason"
        />
      </FormField>
    </Dialog>
  );
}
