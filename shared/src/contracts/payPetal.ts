import { z } from 'zod';
import type { PaymentStart } from './pay.ts';

/**
 * Huawei Petal Pay (华为支付, Payment Kit merchant API) checkout, and WeChat's web authorisation
 * (OAuth2 snsapi_base) that gives the member centre inside WeChat the payer's openid for JSAPI.
 */

/**
 * What an administrator may switch on for Huawei Petal Pay: a QR code for a PC, the app's checkout,
 * and H5 (a phone's browser opens Huawei's h5Url, which hands over to the Huawei Pay checkout).
 */
export const PETAL_PAY_KINDS = ['native', 'app', 'h5'] as const;
export type PetalPayKind = (typeof PETAL_PAY_KINDS)[number];

/** The app checkout's orderStr (Payment Kit `requestPayment`), signed with the merchant key. */
export interface PetalOrderStr {
  app_id: string;
  merc_no: string;
  prepay_id: string;
  timestamp: string;
  noncestr: string;
  auth_id: string;
  sign: string;
}

/**
 * petalpay/nativePay, appPay and h5Pay: the order and what its kind needs (QR content, orderStr, or
 * the h5Url to send a phone's browser to in `payUrl`).
 */
export interface PetalPaymentStart extends PaymentStart {
  provider: 'petalpay';
  kind: PetalPayKind;
  /** app: the orderStr JSON for the Payment Kit SDK. */
  orderStr?: string;
}

/** petalpay/offered: which Huawei kinds the member centre may offer. */
export interface PetalOffered {
  native: boolean;
  app: boolean;
  h5: boolean;
}

/** Huawei's notify: the JSON text exactly as sent (its SM2 signature covers the fields). */
export const PetalNotifyBody = z.object({ text: z.string().max(64 * 1024) });

/** wxpay/oauth/authorize: where WeChat sends the browser back with `?code=…&state=…`. */
export const WxOauthAuthorizeQuery = z.object({
  redirectUri: z
    .string()
    .trim()
    .max(512, 'pay.redirectUriInvalid')
    .url('pay.redirectUriInvalid')
    .regex(/^https?:\/\//, 'pay.redirectUriInvalid'),
  state: z
    .string()
    .trim()
    .max(128, 'pay.wxStateInvalid')
    .regex(/^[A-Za-z0-9_-]*$/, 'pay.wxStateInvalid')
    .default(''),
});
/** wxpay/oauth/openid: the code WeChat handed to the redirect address (valid 5 minutes, once). */
export const WxOauthCodeBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'pay.wxCodeInvalid')
    .max(128, 'pay.wxCodeInvalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'pay.wxCodeInvalid'),
});
export type WxOauthCodeInput = z.input<typeof WxOauthCodeBody>;

export interface WxOauthAuthorize {
  url: string;
}
export interface WxOauthOpenid {
  openid: string;
}
