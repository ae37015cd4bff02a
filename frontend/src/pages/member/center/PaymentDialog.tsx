import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelOrder, type MergedPaymentStart, type PaymentStart } from '../../../api/pay.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { qrDataUrl } from '../../activity/invite/qr.ts';
import { formatFen } from '../money.ts';
import { payKeys, useOrderStatus } from '../queries.ts';
import { queryOnClose } from './useReturnQuery.ts';

/** Seconds left until `iso`, ticking once a second. */
function useCountdown(iso: string) {
  const left = () => Math.max(0, Math.floor((new Date(iso).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  });
  return seconds;
}

/**
 * The QR payment dialog: the code to scan (or the payer page to open), the amount, a countdown to
 * the order's expiry and its live status, read every 2 s and at once when the server pushes
 * ORDER_PAID. Closing an unpaid order's dialog leaves the order payable until it expires.
 */
/** One provider's code: the QR to scan and the payer page it leads to (the merged payment shows one each). */
function PayCode({ codeUrl, provider }: { codeUrl: string; provider?: string }) {
  const { t } = useTranslation();
  const qr = useMemo(() => qrDataUrl(codeUrl), [codeUrl]);
  const suffix = provider ? `-${provider}` : '';
  return (
    <SpaceBetween size="xs" alignItems="center">
      {provider && <Box variant="h4">{t(`pay.${provider}`)}</Box>}
      <img
        src={qr}
        alt={t('pay.dialog.qrAlt')}
        width={200}
        height={200}
        data-testid={`payment-qr${suffix}`}
      />
      <Link href={codeUrl} external data-testid={`payment-link${suffix}`}>
        {t('pay.dialog.openPayer')}
      </Link>
    </SpaceBetween>
  );
}

export function PaymentDialog({
  start,
  onClose,
}: {
  start: PaymentStart | MergedPaymentStart;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const order = useOrderStatus(start.order.id).data ?? start.order;
  const seconds = useCountdown(start.order.expireTime);
  const codes = 'codes' in start ? start.codes : null;
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: payKeys.order(start.order.id) });
  }, [client, start.order.id]);
  useSocketMessage(
    'ORDER_PAID',
    useCallback((message) => message.content === start.order.id && refresh(), [refresh, start.order.id]),
  );
  const done = order.status === 'completed';
  useEffect(() => {
    if (!done) return;
    void client.invalidateQueries({ queryKey: accountKeys.userSpace() });
    void client.invalidateQueries({ queryKey: payKeys.all });
  }, [done, client]);
  const expired = order.status === 'unpaid' && seconds === 0;
  const state = expired ? 'expired' : order.status;
  const cancel = async () => {
    await cancelOrder(order.id);
    refresh();
    onClose();
  };
  // Closing on an unpaid order asks the provider once (query-on-return), then leaves it payable.
  const close = () => {
    if (order.status === 'unpaid') queryOnClose(order.id, refresh);
    onClose();
  };
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Modal
      visible
      onDismiss={close}
      header={t(
        `pay.dialog.title.${codes ? 'merged' : start.order.payType === 'alipay' || start.order.payType === 'petalpay' ? start.order.payType : 'wxpay'}`,
      )}
      data-testid="payment-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {order.status === 'unpaid' && !expired && (
              <Button onClick={() => void cancel()} data-testid="payment-cancel">
                {t('pay.dialog.cancelOrder')}
              </Button>
            )}
            <Button variant="primary" onClick={close} data-testid="payment-close">
              {done ? t('pay.dialog.done') : t('action.close')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h3">{i18n.language === 'zh' ? start.order.name : start.order.nameEn}</Box>
        <Box fontSize="display-l" fontWeight="bold" data-testid="payment-amount">
          {formatFen(order.payFen, i18n.language)}
        </Box>
        {order.discountFen > 0 && (
          <Box color="text-body-secondary">
            {t('pay.dialog.discount', { amount: formatFen(order.discountFen, i18n.language) })}
          </Box>
        )}
        {order.status === 'unpaid' && !expired && (
          <>
            {codes ? (
              <>
                <SpaceBetween direction="horizontal" size="l">
                  {codes.map((code) => (
                    <PayCode key={code.provider} codeUrl={code.codeUrl} provider={code.provider} />
                  ))}
                </SpaceBetween>
                <Box color="text-body-secondary">{t('pay.dialog.scanEither')}</Box>
              </>
            ) : (
              <>
                <PayCode codeUrl={start.codeUrl} />
                <Box color="text-body-secondary">{t('pay.dialog.scan')}</Box>
              </>
            )}
            <Box data-testid="payment-countdown">{t('pay.dialog.countdown', { time: clock })}</Box>
          </>
        )}
        <span data-testid="payment-status" data-status={state}>
          <StatusIndicator
            type={
              done ? 'success' : state === 'unpaid' ? 'loading' : state === 'failed' ? 'error' : 'stopped'
            }
          >
            {t(`pay.status.${state}`)}
          </StatusIndicator>
        </span>
      </SpaceBetween>
    </Modal>
  );
}
