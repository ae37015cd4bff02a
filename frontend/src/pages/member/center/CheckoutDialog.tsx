import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicableCoupon, PricedItem, Quote } from '../../../api/pay.ts';
import { formatDate } from '../../../app/format.ts';
import { formatFen } from '../money.ts';

const NO_COUPON = '';

/**
 * The coupon picker of a checkout: the caller's coupons that apply to this item (the server chose
 * them and their discounts, best first, and preselected the best), and the price they lead to. The
 * server prices and checks the chosen coupon again when the order is placed.
 */
export function CheckoutDialog({
  item,
  quote,
  coupons,
  busy,
  onPay,
  onClose,
}: {
  item: PricedItem;
  quote: Quote;
  coupons: ApplicableCoupon[];
  busy: boolean;
  onPay: (couponId: string | undefined, payFen: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatFen(fen, i18n.language);
  const [chosen, setChosen] = useState<string>(coupons[0]?.id ?? NO_COUPON);
  const coupon = coupons.find((c) => c.id === chosen);
  const couponFen = coupon?.discountFen ?? 0;
  const payFen = quote.payFen - couponFen;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('pay.checkout.title')}
      data-testid="checkout-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => onPay(coupon?.id, payFen)}
              data-testid="checkout-pay"
            >
              {payFen === 0 ? t('pay.checkout.takeFree') : t('pay.checkout.pay', { amount: money(payFen) })}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box variant="h3">{i18n.language === 'zh' ? item.name : item.nameEn}</Box>
        <FormField label={t('pay.checkout.coupon')}>
          <RadioGroup
            value={chosen}
            onChange={({ detail }) => setChosen(detail.value)}
            data-testid="checkout-coupons"
            items={[
              ...coupons.map((c) => ({
                value: c.id,
                label: (
                  <span data-testid={`checkout-coupon-${c.id}`}>
                    {t('pay.checkout.couponOption', { name: c.name, off: money(c.discountFen) })}
                  </span>
                ),
                description: t('pay.checkout.validTo', { date: formatDate(c.validTo) }),
              })),
              { value: NO_COUPON, label: t('pay.checkout.noCoupon') },
            ]}
          />
        </FormField>
        <KeyValuePairs
          columns={quote.discountFen > 0 ? 4 : 3}
          items={[
            { label: t('pay.checkout.price'), value: money(quote.amountFen) },
            ...(quote.discountFen > 0
              ? [{ label: t('pay.checkout.credit'), value: `− ${money(quote.discountFen)}` }]
              : []),
            {
              label: t('pay.checkout.couponOff'),
              value: <span data-testid="checkout-coupon-off">{`− ${money(couponFen)}`}</span>,
            },
            {
              label: t('pay.checkout.toPay'),
              value: (
                <Box fontSize="heading-l" fontWeight="bold">
                  <span data-testid="checkout-total">{money(payFen)}</span>
                </Box>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
