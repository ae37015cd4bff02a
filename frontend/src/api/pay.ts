import type { Envelope, Page } from '@loopline/shared';
import type { ApplicableCoupon } from '@loopline/shared/contracts/coupon';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  AlipayConfigBody,
  ChargeItem,
  ChargeRemoveBody,
  ChargeSaveBody,
  CheckoutBody,
  EquitySaveBody,
  OrderPageQuery,
  OrderView,
  PaymentStart,
  Quote,
  TierEquities,
  WxConfigBody,
} from '@loopline/shared/contracts/pay';
import type {
  IosConfigBody,
  KindPaymentStart,
  MergeConfigBody,
  MergedPaymentStart,
  MergeOffered,
  PetalConfigBody,
} from '@loopline/shared/contracts/payKinds';
import { http } from './client.ts';

/** Membership catalogue, checkout and orders (issue 18): cloud/equity, cloud/charge, cloud/order, blade-pay. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type { ApplicableCoupon } from '@loopline/shared/contracts/coupon';
export type {
  ChargeItem,
  OrderView,
  PaymentStart,
  Quote,
  TierEquities,
} from '@loopline/shared/contracts/pay';
/** A catalogue item for sale with its quote and the heading (and place) of its charge directory. */
export type PricedItem = ChargeItem & {
  quote: Quote | null;
  dirName: string;
  dirNameEn: string;
  dirSort: number;
};
export type PayMethod = 'wxpay/nativePay' | 'alipay/nativePay';
export type { MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
/** A phone browser's kinds: WeChat Pay H5 and Alipay wap, both answering an address to send the browser to. */
export type PhonePayMethod = 'wxpay/h5Pay' | 'alipay/h5Pay' | 'petalpay/h5Pay';

export const tierEquities = () => http.get<TierEquities[]>('/api/cloud/equity/list').then(data);

export const paymentList = () => http.post<PricedItem[]>('/api/cloud/charge/info/paymentList', {}).then(data);

export type Checkout = RequestInput<typeof CheckoutBody>;

export const startPayment = (method: PayMethod, checkout: Checkout) =>
  http.post<PaymentStart>(`/api/blade-pay/${method}`, checkout).then(data);

export const startPhonePayment = (method: PhonePayMethod, checkout: Checkout) =>
  http.post<KindPaymentStart>(`/api/blade-pay/${method}`, checkout).then(data);

/** Whether a PC gets the merged payment's QR codes (merge settings on), and from which providers. */
export const mergeOffered = () => http.get<MergeOffered>('/api/blade-pay/merge/offered').then(data);

/** merge/nativePay: one order, a QR code from each provider the merged payment offers. */
export const startMergedPayment = (checkout: Checkout) =>
  http.post<MergedPaymentStart>('/api/blade-pay/merge/nativePay', checkout).then(data);

export const takeFree = (checkout: Checkout) =>
  http.post<OrderView>('/api/blade-pay/order/noPayment', checkout);

/** The caller's coupons that apply to an order of this kind, tier and price (fen), best first. */
export const applicableCoupons = (draft: { kind: Quote['kind']; tier: string; priceFen: number }) =>
  http
    .get<ApplicableCoupon[]>('/api/cloud/coupon/list', {
      kind: draft.kind,
      ...(draft.tier ? { tier: draft.tier } : {}),
      priceFen: String(draft.priceFen),
    })
    .then(data);

export const checkOrderStatus = (orderId: string) =>
  http.get<OrderView>('/api/blade-pay/order/checkOrderStatus', { orderId }).then(data);

export const cancelOrder = (orderId: string) =>
  http.post<OrderView>(`/api/blade-pay/order/cancel?orderId=${encodeURIComponent(orderId)}`, {});

export const ownOrders = (paging: RequestInput<typeof OrderPageQuery>) =>
  http.post<Page<OrderView>>('/api/cloud/order/user/rel/queryOrder', paging).then(data);

/** Platform administrators: the whole price list, and changing it. */
export const allCharges = () => http.get<ChargeItem[]>('/api/cloud/charge/info/list/all').then(data);
export const saveCharge = (input: RequestInput<typeof ChargeSaveBody> & { id?: string }) =>
  input.id
    ? http.post<ChargeItem>('/api/cloud/charge/info/update', input)
    : http.post<ChargeItem>('/api/cloud/charge/info/save', input);
export const removeCharge = (id: string) =>
  http.post<null>('/api/cloud/charge/info/remove', { id } satisfies RequestInput<typeof ChargeRemoveBody>);

/** The `/plugin/pay` settings: wxconfig, aliconfig, hwconfig (petalpay), ios, merge/config. */
export type PayConfigProvider = 'wxpay' | 'alipay' | 'petalpay' | 'ios' | 'merge';
export type StoredPayConfig = Record<string, string | boolean | string[]>;
/** Provider settings as the back office sees them: every secret masked. */
export const payConfigDetail = (provider: PayConfigProvider) =>
  http.get<StoredPayConfig | null>(`/api/blade-pay/${provider}/config/detail`).then(data);
/** aliconfig and wxconfig read their settings as the list (of at most one) the spec's CRUD names. */
export const payConfigList = (provider: 'alipay' | 'wxpay') =>
  http
    .get<Page<StoredPayConfig>>(`/api/blade-pay/${provider}/config/list`)
    .then((envelope) => envelope.data.records[0] ?? null);
export const savePayConfig = (
  provider: PayConfigProvider,
  input:
    | RequestInput<typeof WxConfigBody>
    | RequestInput<typeof AlipayConfigBody>
    | RequestInput<typeof PetalConfigBody>
    | RequestInput<typeof IosConfigBody>
    | RequestInput<typeof MergeConfigBody>,
) => http.post<StoredPayConfig>(`/api/blade-pay/${provider}/config/submit`, input);
/** wxconfig, aliconfig, hwconfig and merge/config can be removed: their payments become "not available". */
export const removePayConfig = (provider: 'alipay' | 'wxpay' | 'petalpay' | 'merge') =>
  http.post<null>(`/api/blade-pay/${provider}/config/remove`, {});

export const saveTierEquities = (input: RequestInput<typeof EquitySaveBody>) =>
  http.post<TierEquities>('/api/cloud/equity/saveOrUpdate', input);
