import { z } from 'zod';
import {
  type AlipayKind,
  CheckoutBody,
  PAY_PROVIDERS,
  type PaymentStart,
  type PayProvider,
  type WxPayKind,
} from './pay.ts';
import { PETAL_PAY_KINDS } from './payPetal.ts';

/**
 * The payment kinds beyond the QR code and the PC page (issue 18): WeChat Pay JSAPI, mini program,
 * H5 and app; Alipay H5 (wap), app and JSAPI; the merged payment; and the settings of the other
 * `/plugin/pay` screens (Huawei Petal Pay, App Store, merged payment).
 */

/** A WeChat user's id under an app id, as WeChat's OAuth or wx.login gave it to the client. */
const openid = z
  .string()
  .trim()
  .min(1, 'pay.openidRequired')
  .max(128, 'pay.openidRequired')
  .regex(/^[A-Za-z0-9_-]+$/, 'pay.openidRequired');
/** An Alipay user id (2088…) or open id, as Alipay's authorisation gave it to the client. */
const buyerId = z
  .string()
  .trim()
  .min(1, 'pay.buyerIdRequired')
  .max(64, 'pay.buyerIdRequired')
  .regex(/^[A-Za-z0-9_-]+$/, 'pay.buyerIdRequired');

/** wxpay/jsPay and wxpay/wxAppPay: the payer's openid is required. */
export const WxJsPayBody = CheckoutBody.extend({ openid });
/** alipay/jsPay: the payer's Alipay user id is required. */
export const AlipayJsPayBody = CheckoutBody.extend({ buyerId });
/**
 * merge/mobilePay: the server picks by the client (WeChat's browser → JSAPI with the openid,
 * Alipay's → H5; another browser → `provider` if offered, else the configured default, as H5).
 */
export const MergeMobileBody = CheckoutBody.extend({
  provider: z.enum(PAY_PROVIDERS).optional(),
  openid: openid.optional(),
  buyerId: buyerId.optional(),
});
export type WxJsPayInput = z.input<typeof WxJsPayBody>;
export type MergeMobileInput = z.input<typeof MergeMobileBody>;

/** WeixinJSBridge `getBrandWCPayRequest` / `wx.requestPayment`: signed with the merchant key. */
export interface WxBridgeInvoke {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** The WeChat app SDK's PayReq. */
export interface WxAppInvoke {
  appid: string;
  partnerid: string;
  prepayid: string;
  package: 'Sign=WXPay';
  noncestr: string;
  timestamp: string;
  sign: string;
}

/** A started payment of any kind: the fields of its kind are set, the others empty. */
export interface KindPaymentStart extends PaymentStart {
  provider: PayProvider;
  kind: WxPayKind | AlipayKind;
  /** WeChat JSAPI / mini program. */
  bridge?: WxBridgeInvoke;
  /** WeChat app. */
  app?: WxAppInvoke;
  /** Alipay app: the signed order string for the SDK. */
  orderString?: string;
  /** Alipay JSAPI: the trade number for `tradePay`. */
  tradeNo?: string;
}

/** merge/offered: whether a PC gets the merged QR codes, and from which providers. */
export interface MergeOffered {
  native: boolean;
  providers: PayProvider[];
}

/** merge/nativePay: one order, a QR code from every provider the merged payment offers. */
export interface MergedPaymentStart extends PaymentStart {
  codes: { provider: PayProvider; codeUrl: string }[];
}

const url = z.string().trim().url().max(300);

/** Huawei Petal Pay merchant settings (hwconfig); secrets are write-only like WeChat's. */
export const PetalConfigBody = z.object({
  appId: z.string().trim().min(1).max(64),
  mchId: z.string().trim().min(1).max(64),
  /** The id of the merchant's signing certificate as registered with Huawei. */
  mchAuthId: z.string().trim().min(1).max(64),
  privateKey: z.string().max(8192).default(''),
  platformPublicKey: z.string().max(8192).default(''),
  gateway: url,
  notifyUrl: url,
  /** The kinds offered (payPetal.ts); settings saved before kinds existed offer both. */
  kinds: z
    .array(z.enum(PETAL_PAY_KINDS))
    .max(PETAL_PAY_KINDS.length)
    .transform((list) => [...new Set(list)])
    .default(['native', 'app']),
  /**
   * The key Huawei encrypts notifies with when the merchant platform is set to encrypted notifies
   * (dataType encrypt; 32 characters, AES-256-GCM). Optional: plain notifies need none.
   */
  notifyKey: z
    .string()
    .trim()
    // Blank or as the screen showed it (masked, ••••abcd) keeps the stored key (pay/configs.ts).
    .regex(/^(|[A-Za-z0-9]{32}|••••[A-Za-z0-9]{0,4})$/, 'pay.notifyKeyInvalid')
    .default(''),
  /**
   * Seconds between two refunds of one order: Huawei refuses a second part sooner than a minute after
   * the last, so later parts wait their turn (0: no spacing, for a gateway without the rule).
   */
  refundGapSeconds: z.preprocess(
    // The screen sends its text box as typed: left empty it means Huawei's 60, not 0.
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ message: 'pay.refundGapInvalid' })
      .int('pay.refundGapInvalid')
      .min(0, 'pay.refundGapInvalid')
      .max(3600, 'pay.refundGapInvalid')
      .default(60),
  ),
  enabled: z.boolean().default(true),
});

/** App Store receipts (ios): the app's bundle id, the shared secret and where receipts are verified. */
export const IosConfigBody = z.object({
  bundleId: z
    .string()
    .trim()
    .min(1)
    .max(155)
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'pay.bundleIdInvalid'),
  sharedSecret: z
    .union([z.literal(''), z.string().regex(/^[0-9a-f]{32}$/, 'pay.sharedSecretInvalid')])
    .default(''),
  /** https://buy.itunes.apple.com/verifyReceipt in production. */
  verifyReceiptUrl: url,
  /** https://sandbox.itunes.apple.com/verifyReceipt: tried when production answers 21007 (a test receipt). */
  sandboxReceiptUrl: url.or(z.literal('')).default(''),
  enabled: z.boolean().default(true),
});

/** The merged payment: which providers it offers, in order, and which a plain phone browser gets. */
export const MergeConfigBody = z
  .object({
    providers: z.array(z.enum(PAY_PROVIDERS)).min(1, 'pay.mergeProvidersRequired').max(2),
    mobileDefault: z.enum(PAY_PROVIDERS),
    enabled: z.boolean().default(true),
  })
  .refine((c) => new Set(c.providers).size === c.providers.length && c.providers.includes(c.mobileDefault), {
    message: 'pay.mergeDefaultOffered',
    path: ['mobileDefault'],
  });
export type PetalConfigInput = z.input<typeof PetalConfigBody>;
export type IosConfigInput = z.input<typeof IosConfigBody>;
export type MergeConfigInput = z.input<typeof MergeConfigBody>;

/**
 * An App Store receipt the app sends after an in-app purchase (base64, as StoreKit's appStoreReceiptURL
 * holds it). Each purchase whose product id is a catalogue item id is credited once.
 */
export const IosReceiptBody = z.object({
  receipt: z
    .string()
    .trim()
    .min(1, 'pay.receiptInvalid')
    .max(256 * 1024, 'pay.receiptInvalid')
    .regex(/^[A-Za-z0-9+/=]+$/, 'pay.receiptInvalid'),
});
