import { z } from 'zod';
import { MEMBER_TIERS } from '../account.ts';
import { IdSchema, OptionalIdSchema } from './ids.ts';

/**
 * Membership catalogue, orders and payments (issue 18): cloud/equity, cloud/charge, cloud/order and
 * blade-pay. Every amount is an integer number of fen (1 yuan = 100 fen); the SPA formats it.
 */

/** The most any one priced item may cost: spec 2 §5 keeps invoiced prices below 10,000 yuan. */
export const MAX_PRICE_FEN = 999_999;
const fen = z.coerce
  .number()
  .int('pay.priceInvalid')
  .min(0, 'pay.priceInvalid')
  .max(MAX_PRICE_FEN, 'pay.priceInvalid');
const GB = 1024 ** 3;

export const CHARGE_KINDS = ['membership', 'storage', 'parse'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** A priced item of the catalogue: a membership period, a storage expansion pack or a parse pack. */
export interface ChargeItem {
  id: string;
  kind: ChargeKind;
  name: string;
  nameEn: string;
  /** membership: the tier it buys. */
  tier: (typeof MEMBER_TIERS)[number] | '';
  /** membership: how many months one purchase adds. */
  months: number;
  /** storage: bytes added to the storage total. */
  storageBytes: number;
  /** parse: parse counts added. */
  parseCount: number;
  priceFen: number;
  published: boolean;
  sort: number;
}

const chargeFields = {
  kind: z.enum(CHARGE_KINDS),
  name: z.string().trim().min(1, 'pay.nameRequired').max(30, 'pay.nameLength'),
  nameEn: z.string().trim().min(1, 'pay.nameRequired').max(60, 'pay.nameLength'),
  tier: z.enum([...MEMBER_TIERS, '']).default(''),
  months: z.coerce.number().int().min(0).max(120).default(0),
  storageGb: z.coerce
    .number()
    .int()
    .min(0)
    .max(100 * 1024)
    .default(0),
  parseCount: z.coerce.number().int().min(0).max(100_000).default(0),
  priceFen: fen,
  published: z.coerce.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
};

/** What each kind needs: a paid tier and months, a storage size, or a parse count. */
function kindComplete(item: {
  kind: ChargeKind;
  tier: string;
  months: number;
  storageGb: number;
  parseCount: number;
}) {
  if (item.kind === 'membership') return item.tier !== '' && item.tier !== 'nonMember' && item.months > 0;
  if (item.kind === 'storage') return item.storageGb > 0;
  return item.parseCount > 0;
}

export const ChargeSaveBody = z
  .object(chargeFields)
  .refine(kindComplete, { message: 'pay.itemIncomplete', path: ['kind'] });
export const ChargeUpdateBody = z
  .object({ id: IdSchema, ...chargeFields })
  .refine(kindComplete, { message: 'pay.itemIncomplete', path: ['kind'] });
export const ChargeRemoveBody = z.object({ id: IdSchema });
export type ChargeSaveInput = z.input<typeof ChargeSaveBody>;
export const storageBytesOf = (gb: number) => gb * GB;

/** A tier's names and equities as the back office edits them (-1: unlimited). */
export const EquitySaveBody = z.object({
  code: z.enum(MEMBER_TIERS),
  memberName: z.string().trim().min(1, 'pay.nameRequired').max(30, 'pay.nameLength'),
  memberNameEn: z.string().trim().min(1, 'pay.nameRequired').max(60, 'pay.nameLength'),
  equities: z.object({
    storageGb: z.coerce
      .number()
      .int()
      .min(1)
      .max(100 * 1024),
    parse: z.coerce.number().int().min(-1).max(1_000_000),
    project: z.coerce.number().int().min(-1).max(1_000_000),
    projectUserNum: z.coerce.number().int().min(-1).max(1_000_000),
    downAnalysis: z.boolean(),
    downSpeed: z.boolean(),
    exclusiveAnalyze: z.boolean(),
    priorityFile: z.boolean(),
  }),
  /** The tier's place in the member centre's comparison (equity/sort); kept when left out. */
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type EquitySaveInput = z.input<typeof EquitySaveBody>;

export interface TierEquities {
  code: (typeof MEMBER_TIERS)[number];
  memberName: string;
  memberNameEn: string;
  level: number;
  equities: {
    storage: number;
    parse: number;
    project: number;
    projectUserNum: number;
    downAnalysis: boolean;
    downSpeed: boolean;
    exclusiveAnalyze: boolean;
    priorityFile: boolean;
  };
}

export const PAY_PROVIDERS = ['wxpay', 'alipay'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];

export const ORDER_KINDS = ['buy', 'renew', 'upgrade', 'storage', 'parse'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** Spec 2 §4: unpaid → paid → completed, no payment required, cancelled, payment failure. */
export const ORDER_STATES = ['unpaid', 'paid', 'completed', 'noPayment', 'cancelled', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Checkout: the catalogue item to buy and optionally one of the caller's coupons; the server prices it
 * and checks the coupon (the client never sends an amount).
 */
export const CheckoutBody = z.object({ chargeId: IdSchema, couponId: OptionalIdSchema });
export type CheckoutInput = z.input<typeof CheckoutBody>;

/** A quote: what buying the item would cost the caller now (the member centre shows it before paying). */
export interface Quote {
  chargeId: string;
  kind: OrderKind;
  amountFen: number;
  /** Credit for the remaining time of the current tier (upgrades), and later coupons. */
  discountFen: number;
  payFen: number;
}

export interface OrderView {
  id: string;
  orderNo: string;
  kind: OrderKind;
  chargeId: string;
  name: string;
  nameEn: string;
  amountFen: number;
  discountFen: number;
  payFen: number;
  status: OrderState;
  /** ios: an App Store in-app purchase (blade-pay/ios/verifyReceipt). */
  payType: PayProvider | 'petalpay' | 'ios' | 'none' | '';
  createTime: string;
  expireTime: string;
  paidTime: string;
  /** The coupon used on the order, '' for none. */
  couponId: string;
  /**
   * Spec 2 §4 refund state (pay/refunds.ts); what the refund parts hold (refunded or at the provider),
   * what came back, what may still be refunded; and whether a buyer's request waits for review.
   */
  refundStatus: RefundState;
  refundFen: number;
  refundedFen: number;
  refundableFen: number;
  refundOpen: boolean;
  /** The latest refund record (request) of the order, '' for none. */
  refundId: string;
  /** A second payment through another provider (a merged payment paid twice), refunded automatically. */
  duplicate: DuplicatePaymentView | null;
}

/** Where the automatic full refund of a duplicate payment stands. */
export const DUPLICATE_REFUND_STATES = ['refunding', 'refunded', 'failed'] as const;
export type DuplicateRefundState = (typeof DUPLICATE_REFUND_STATES)[number];

/** A merged order paid through both providers: the payment that did not settle it, and its refund. */
export interface DuplicatePaymentView {
  provider: PayProvider;
  payFen: number;
  refundStatus: DuplicateRefundState;
}

/** Spec 2 §4: not refunded, refunding, partially refunded, refunded (all of it), or refund failed. */
export const REFUND_STATES = ['none', 'refunding', 'partial', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A started payment: the QR code's content, or the page the payer is sent to. */
export interface PaymentStart {
  order: OrderView;
  /** WeChat `code_url` or Alipay `qr_code`: what the QR code encodes. */
  codeUrl: string;
  /** Alipay page payment: where the browser goes. */
  payUrl: string;
}

export const OrderIdQuery = z.object({ orderId: IdSchema });
export const OrderPageQuery = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** What an administrator may switch on per provider; a kind switched off is "not available". */
export const WX_PAY_KINDS = ['native', 'jsapi', 'mini', 'h5', 'app'] as const;
export const ALIPAY_KINDS = ['native', 'page', 'wap', 'app', 'jsapi'] as const;
export type WxPayKind = (typeof WX_PAY_KINDS)[number];
export type AlipayKind = (typeof ALIPAY_KINDS)[number];
const kindsOf = <K extends readonly [string, ...string[]]>(kinds: K) =>
  z
    .array(z.enum(kinds))
    .max(kinds.length)
    .transform((list) => [...new Set(list)]);

/** The `/plugin/pay` provider settings. Secrets are write-only: a blank one keeps the stored value. */
export const WxConfigBody = z.object({
  appId: z.string().trim().min(1).max(64),
  /** The mini program's and the mobile app's own app ids (blank: the app id above). */
  miniAppId: z.string().trim().max(64).default(''),
  mobileAppId: z.string().trim().max(64).default(''),
  kinds: kindsOf(WX_PAY_KINDS).default(['native']),
  mchId: z.string().trim().min(1).max(32),
  mchSerialNo: z.string().trim().min(1).max(64),
  privateKey: z.string().max(8192).default(''),
  apiV3Key: z.union([z.literal(''), z.string().length(32, 'pay.apiV3KeyLength')]).default(''),
  platformSerialNo: z.string().trim().min(1).max(64),
  platformPublicKey: z.string().max(8192).default(''),
  gateway: z.string().trim().url().max(300),
  notifyUrl: z.string().trim().url().max(300),
  /** The official account's AppSecret: JSAPI inside WeChat gets the payer's openid with it (OAuth2). */
  appSecret: z.string().max(128).default(''),
  /** https://open.weixin.qq.com and https://api.weixin.qq.com in production (the sandbox locally). */
  oauthGateway: z.string().trim().url().max(300).default('https://open.weixin.qq.com'),
  snsGateway: z.string().trim().url().max(300).default('https://api.weixin.qq.com'),
  enabled: z.coerce.boolean().default(true),
});
export const AlipayConfigBody = z.object({
  appId: z.string().trim().min(1).max(64),
  privateKey: z.string().max(8192).default(''),
  alipayPublicKey: z.string().max(8192).default(''),
  gateway: z.string().trim().url().max(300),
  notifyUrl: z.string().trim().url().max(300),
  returnUrl: z.string().trim().url().max(300).or(z.literal('')).default(''),
  kinds: kindsOf(ALIPAY_KINDS).default(['native', 'page']),
  enabled: z.coerce.boolean().default(true),
});
export type WxConfigInput = z.input<typeof WxConfigBody>;
export type AlipayConfigInput = z.input<typeof AlipayConfigBody>;

/** WeChat's notify: the JSON text exactly as sent (its signature covers the bytes). */
export const RawNotifyBody = z.object({ text: z.string().max(64 * 1024) });
/** Alipay's notify: an urlencoded form of strings. */
export const AlipayNotifyBody = z.record(z.string().max(64), z.string().max(4096));
