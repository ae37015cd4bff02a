import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { DuplicatePayment } from '../DuplicatePayment.tsx';
import { formatFen } from '../money.ts';
import { RefundParts } from '../refund/RefundParts.tsx';
import { DuplicateRetry } from './DuplicateRetry.tsx';
import { OrderRemark } from './OrderRemark.tsx';
import { useAdminOrder } from './queries.ts';

const dash = (text: string) => text || '—';

/** One order as the back office sees it: buyer, amounts, provider and its transaction, refund parts. */
export function OrderDetail({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const order = useAdminOrder(orderId);
  const o = order.data;
  const money = (fen: number) => formatFen(fen, i18n.language);
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('payOrders.detailTitle', { id: orderId })}
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('payOrders.close')}</Button>
        </Box>
      }
    >
      {!o ? (
        <Spinner />
      ) : (
        <div data-testid="order-detail">
          <KeyValuePairs
            columns={2}
            items={[
              { label: t('pay.orders.no'), value: o.orderNo },
              { label: t('payOrders.buyer'), value: `${o.account || '—'} (${o.userId})` },
              { label: t('pay.orders.item'), value: i18n.language === 'zh' ? o.name : o.nameEn },
              { label: t('pay.orders.kind'), value: t(`pay.kind.${o.kind}`) },
              { label: t('pay.orders.amount'), value: money(o.amountFen) },
              { label: t('pay.orders.discount'), value: money(o.discountFen) },
              { label: t('pay.orders.pay'), value: money(o.payFen) },
              { label: t('pay.orders.status'), value: t(`pay.status.${o.status}`) },
              {
                label: t('pay.orders.method'),
                value:
                  o.payType === 'wxpay' || o.payType === 'alipay' || o.payType === 'petalpay'
                    ? t(`pay.${o.payType}`)
                    : '—',
              },
              { label: t('payOrders.transactionId'), value: dash(o.transactionId) },
              { label: t('pay.orders.time'), value: formatDateTime(o.createTime) },
              { label: t('payOrders.expireTime'), value: formatDateTime(o.expireTime) },
              { label: t('payOrders.paidTime'), value: o.paidTime ? formatDateTime(o.paidTime) : '—' },
              { label: t('payOrders.coupon'), value: dash(o.couponId) },
              {
                label: t('refund.orders.refund'),
                value: o.refundStatus === 'none' ? '—' : t(`refund.state.${o.refundStatus}`),
              },
              { label: t('refund.orders.refunded'), value: money(o.refundedFen) },
            ]}
          />
          <Box margin={{ top: 'm' }}>
            <OrderRemark key={o.remark} orderId={o.id} remark={o.remark} />
          </Box>
          {o.refundId && (
            <Box margin={{ top: 'm' }}>
              <Box variant="h4">{t('refund.parts.title')}</Box>
              <RefundParts orderId={o.id} />
            </Box>
          )}

          {o.duplicates?.map((d) => (
            <SpaceBetween key={d.refundNo} size="xs">
              <Header variant="h3">{t('payDuplicate.title')}</Header>
              <DuplicatePayment orderId={o.id} duplicate={d} />
              <DuplicateRetry orderId={o.id} duplicate={d} />
              <KeyValuePairs
                columns={2}
                items={[
                  { label: t('payDuplicate.transactionId'), value: d.transactionId },
                  { label: t('payOrders.paidTime'), value: formatDateTime(d.paidTime) },
                  { label: t('payDuplicate.refundNo'), value: d.refundNo },
                  ...(d.failReason ? [{ label: t('payDuplicate.failReason'), value: d.failReason }] : []),
                ]}
              />
            </SpaceBetween>
          ))}
        </div>
      )}
    </Modal>
  );
}
