import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import {
  type ApplicableCoupon,
  applicableCoupons,
  type PayMethod,
  type PaymentStart,
  type PricedItem,
  type Quote,
  startMergedPayment,
  startPayment,
  startPhonePayment,
  takeFree,
} from '../../../api/pay.ts';
import { startPetalH5Payment, startPetalPayment } from '../../../api/payPetal.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { formatBytes } from '../../../app/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { formatFen } from '../money.ts';
import { payKeys, useMergeOffered, usePetalOffered } from '../queries.ts';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { payInsideWechat } from './jsapiPay.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { goToProvider } from './phonePay.ts';
import { useIsPhone } from './useIsPhone.ts';
import { useWechatOpenid } from './useWechatOpenid.ts';

/** An item being checked out with the coupons that apply to it. */
interface CouponChoice {
  item: PricedItem;
  quote: Quote;
  coupons: ApplicableCoupon[];
}
/** What is bought: the item, the coupon chosen, and whether anything is left to pay. */
interface Purchase {
  item: PricedItem;
  couponId?: string;
  payFen: number;
}

export type CatalogueTab = 'membership' | 'storage' | 'parse';
const TABS: readonly CatalogueTab[] = ['membership', 'storage', 'parse'];

/**
 * The tabs in the order of their charge directories (set in the back office), each with the heading
 * its items carry; a kind with nothing for sale keeps its place by default and its own label.
 */
function directories(items: readonly PricedItem[]) {
  return TABS.map((kind, index) => {
    const dir = items.find((item) => item.kind === kind);
    return { kind, dir, place: dir ? dir.dirSort : (index + 1) * 10 };
  }).sort((a, b) => a.place - b.place);
}
/** Whom the buyer pays: one provider, or (on a PC, when it is on) the merged payment's QR codes. */
type Provider = 'wxpay' | 'alipay' | 'merge' | 'petalpay';

/** What one item gives, in words. */
function useDescribe() {
  const { t, i18n } = useTranslation();
  return (item: PricedItem) => {
    if (item.kind === 'membership')
      return t('pay.item.membership', { tier: t(`privilege.tier.${item.tier}`), count: item.months });
    if (item.kind === 'storage') return t('pay.item.storage', { size: formatBytes(item.storageBytes) });
    return t('pay.item.parse', {
      count: item.parseCount,
      unit: formatFen(Math.round(item.priceFen / item.parseCount), i18n.language),
    });
  };
}

/**
 * The items for sale, by kind (membership periods, storage packs, parse packs), each with what it
 * costs the caller now as the server priced it (buy, renew, or upgrade with the credit shown).
 */
export function Catalogue({
  items,
  tab,
  onTab,
}: {
  items: PricedItem[];
  tab: CatalogueTab;
  onTab: (tab: CatalogueTab) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribe();
  // A PC scans a QR code with the phone; a phone pays on the provider's own page (H5 / wap) instead.
  const phone = useIsPhone();
  const [picked, setPicked] = useState<Provider>('wxpay');
  const merged = useMergeOffered(!phone).data?.native === true;
  const petalOffered = usePetalOffered().data;
  // Huawei Pay: its QR code on a PC, its H5 page on a phone, each when switched on.
  const petal = petalOffered?.[phone ? 'h5' : 'native'] === true;
  // Inside WeChat's browser WeChat Pay is JSAPI (with the payer's openid) instead of H5.
  const wechat = useWechatOpenid();
  const jsapi = wechat.inWechat && wechat.openid !== '';
  // The merged payment is a PC's; Huawei's as offered on this device; otherwise (or settings switched
  // off meanwhile) the buyer pays WeChat.
  const offered = (p: Provider) => (p === 'merge' ? merged && !phone : p === 'petalpay' ? petal : true);
  const provider: Provider = offered(picked) ? picked : 'wxpay';
  const [payment, setPayment] = useState<PaymentStart | null>(null);
  const [picking, setPicking] = useState<CouponChoice | null>(null);
  const failed = (error: unknown) => {
    if (isApiError(error) && error.notified) return;
    notify.error(error instanceof Error ? error.message : String(error));
  };
  const buy = useMutation({
    mutationFn: async ({ item, couponId }: Purchase): Promise<PaymentStart | null> => {
      const checkout = { chargeId: item.id, couponId };
      if (provider === 'merge') return startMergedPayment(checkout);
      if (provider === 'petalpay' && phone) {
        goToProvider(await startPetalH5Payment(checkout));
        return null;
      }
      if (provider === 'petalpay') return startPetalPayment(checkout);
      if (provider === 'wxpay' && jsapi) {
        const { outcome } = await payInsideWechat(checkout, wechat.openid);
        if (outcome === 'ok') notify.success(t('pay.status.completed'));
        if (outcome === 'fail') notify.error(t('pay.wechatFailed'));
        void client.invalidateQueries({ queryKey: accountKeys.userSpace() });
        void client.invalidateQueries({ queryKey: payKeys.all });
        return null;
      }
      if (!phone) return startPayment(`${provider}/nativePay` satisfies PayMethod, checkout);
      goToProvider(await startPhonePayment(`${provider}/h5Pay`, checkout));
      return null;
    },
    onSuccess: (start) => {
      setPicking(null);
      if (start) setPayment(start);
    },
    onError: failed,
  });
  const free = useMutation({
    mutationFn: ({ item, couponId }: Purchase) => takeFree({ chargeId: item.id, couponId }),
    onSuccess: (envelope) => {
      setPicking(null);
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: accountKeys.userSpace() });
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
    onError: failed,
  });
  const place = (purchase: Purchase) =>
    purchase.payFen === 0 ? free.mutate(purchase) : buy.mutate(purchase);
  /** Buying asks which coupon to use only when the caller holds one that applies. */
  const checkout = useMutation({
    mutationFn: async (item: PricedItem) => {
      const quote = item.quote as Quote;
      const coupons = await applicableCoupons({ kind: quote.kind, tier: item.tier, priceFen: quote.payFen });
      return { item, quote, coupons };
    },
    onSuccess: (pick) =>
      pick.coupons.length > 0 ? setPicking(pick) : place({ item: pick.item, payFen: pick.quote.payFen }),
    onError: failed,
  });
  const busyWith = (item: PricedItem) =>
    (checkout.isPending && checkout.variables?.id === item.id) ||
    (buy.isPending && buy.variables?.item.id === item.id) ||
    (free.isPending && free.variables?.item.id === item.id);
  const cards = (kind: CatalogueTab) => (
    <Cards
      data-testid={`catalogue-${kind}`}
      items={items.filter((item) => item.kind === kind)}
      trackBy="id"
      cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 3 }]}
      cardDefinition={{
        header: (item) => (i18n.language === 'zh' ? item.name : item.nameEn),
        sections: [
          { id: 'what', content: describe },
          {
            id: 'price',
            content: (item) =>
              item.quote ? (
                <SpaceBetween size="xxs">
                  <Box fontSize="heading-xl" fontWeight="bold" data-testid={`price-${item.id}`}>
                    {formatFen(item.quote.payFen, i18n.language)}
                  </Box>
                  {item.quote.discountFen > 0 && (
                    <Box color="text-body-secondary">
                      {t('pay.upgradeCredit', {
                        price: formatFen(item.quote.amountFen, i18n.language),
                        credit: formatFen(item.quote.discountFen, i18n.language),
                      })}
                    </Box>
                  )}
                </SpaceBetween>
              ) : (
                <Box color="text-status-inactive">{t('pay.notForYou')}</Box>
              ),
          },
          {
            id: 'action',
            content: (item) => (
              <Button
                variant="primary"
                disabled={!item.quote}
                loading={busyWith(item)}
                onClick={() => checkout.mutate(item)}
                data-testid={`buy-${item.id}`}
              >
                {item.quote ? t(`pay.kind.${item.quote.kind}`) : t('pay.kind.buy')}
              </Button>
            ),
          },
        ],
      }}
    />
  );
  return (
    <SpaceBetween size="m">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box variant="awsui-key-label">{t('pay.method')}</Box>
        {phone ? (
          // Cloudscape folds a segmented control into a select on narrow screens: radios stay tappable.
          <RadioGroup
            value={provider}
            onChange={({ detail }) => setPicked(detail.value as Provider)}
            items={[
              { value: 'wxpay', label: jsapi ? t('pay.wxpay') : t('pay.wxpayH5') },
              { value: 'alipay', label: t('pay.alipayH5') },
              ...(petal ? [{ value: 'petalpay', label: t('pay.petalpayH5') }] : []),
            ]}
            data-testid="pay-method"
          />
        ) : (
          <SegmentedControl
            selectedId={provider}
            onChange={({ detail }) => setPicked(detail.selectedId as Provider)}
            options={[
              { id: 'wxpay', text: t('pay.wxpay') },
              { id: 'alipay', text: t('pay.alipay') },
              ...(petal ? [{ id: 'petalpay', text: t('pay.petalpay') }] : []),
              ...(merged ? [{ id: 'merge', text: t('pay.merged') }] : []),
            ]}
            data-testid="pay-method"
          />
        )}
        {phone && <Box color="text-body-secondary">{t(jsapi ? 'pay.wechatHint' : 'pay.phoneHint')}</Box>}
      </SpaceBetween>
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => onTab(detail.activeTabId as CatalogueTab)}
        tabs={directories(items).map(({ kind, dir }) => ({
          id: kind,
          label: dir ? (i18n.language === 'zh' ? dir.dirName : dir.dirNameEn) : t(`pay.tab.${kind}`),
          content: cards(kind),
        }))}
      />
      {picking && (
        <CheckoutDialog
          item={picking.item}
          quote={picking.quote}
          coupons={picking.coupons}
          busy={buy.isPending || free.isPending}
          onPay={(couponId, payFen) => place({ item: picking.item, couponId, payFen })}
          onClose={() => setPicking(null)}
        />
      )}
      {payment && <PaymentDialog start={payment} onClose={() => setPayment(null)} />}
    </SpaceBetween>
  );
}
