import type { Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { CheckoutBody } from '@loopline/shared/contracts/pay';
import type { KindPaymentStart } from '@loopline/shared/contracts/payKinds';
import type {
  PetalOffered,
  PetalPaymentStart,
  WxOauthAuthorize,
  WxOauthCodeBody,
  WxOauthOpenid,
} from '@loopline/shared/contracts/payPetal';
import { http } from './client.ts';

/** Huawei Petal Pay checkout and WeChat's web authorisation (JSAPI inside WeChat), issue 18. */
const data = <T>(envelope: Envelope<T>) => envelope.data;
type Checkout = RequestInput<typeof CheckoutBody>;

export type { PetalPaymentStart } from '@loopline/shared/contracts/payPetal';

export const petalOffered = () => http.get<PetalOffered>('/api/blade-pay/petalpay/offered').then(data);

export const startPetalPayment = (checkout: Checkout) =>
  http.post<PetalPaymentStart>('/api/blade-pay/petalpay/nativePay', checkout).then(data);

/** petalpay/h5Pay: a phone's browser is sent to the answered h5Url (payUrl). */
export const startPetalH5Payment = (checkout: Checkout) =>
  http.post<PetalPaymentStart>('/api/blade-pay/petalpay/h5Pay', checkout).then(data);

/** Where WeChat's browser goes for the payer's openid; silent: outside a JSAPI setup it is simply not offered. */
export const wxAuthorizeUrl = (redirectUri: string, state: string) =>
  http
    .get<WxOauthAuthorize>('/api/blade-pay/wxpay/oauth/authorize', { redirectUri, state }, { silent: true })
    .then(data);

export const wxOpenid = (input: RequestInput<typeof WxOauthCodeBody>) =>
  http.post<WxOauthOpenid>('/api/blade-pay/wxpay/oauth/openid', input).then(data);

/** wxpay/jsPay: the signed getBrandWCPayRequest package for the payer's openid. */
export const startJsapiPayment = (checkout: Checkout & { openid: string }) =>
  http.post<KindPaymentStart>('/api/blade-pay/wxpay/jsPay', checkout).then(data);
