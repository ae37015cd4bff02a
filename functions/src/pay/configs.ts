import type { AlipayKind, PayProvider, WxPayKind } from '@loopline/shared/contracts/pay';
import type { PetalPayKind } from '@loopline/shared/contracts/payPetal';
import { payConfig } from '../entities/payConfig.ts';
import { AppError } from '../lib/errors.ts';
import { open, seal } from './configCipher.ts';

/** WeChat Pay API v3 merchant settings. */
export interface WxConfig {
  appId: string;
  /** A mini program's and the mobile app's own app ids; blank: appId. */
  miniAppId: string;
  mobileAppId: string;
  /** The kinds an administrator switched on. */
  kinds: WxPayKind[];
  mchId: string;
  /** Serial number of the merchant API certificate (signs requests). */
  mchSerialNo: string;
  privateKey: string;
  apiV3Key: string;
  /** The platform certificate WeChat signs answers and notifies with. */
  platformSerialNo: string;
  platformPublicKey: string;
  /** https://api.mch.weixin.qq.com in production. */
  gateway: string;
  notifyUrl: string;
  /** The official account's AppSecret and WeChat's web authorisation hosts (JSAPI's openid). */
  appSecret: string;
  oauthGateway: string;
  snsGateway: string;
  enabled: boolean;
}

/** Alipay open platform settings (RSA2). */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do in production. */
  gateway: string;
  notifyUrl: string;
  returnUrl: string;
  kinds: AlipayKind[];
  enabled: boolean;
}

/** Huawei Petal Pay merchant settings (pay/huawei.ts). */
export interface PetalConfig {
  appId: string;
  /** The merchant number (mercNo / callerId). */
  mchId: string;
  /** The merchant certificate id (authId / auth_id). */
  mchAuthId: string;
  /** The merchant's signing key: RSA (SHA256WithRSA/PSS) or SM2, PEM. */
  privateKey: string;
  /** Huawei Pay's SM2 key that signs notifies and query answers, PEM. */
  platformPublicKey: string;
  /** https://petalpay-developer.cloud.huawei.com.cn in production. */
  gateway: string;
  notifyUrl: string;
  kinds: PetalPayKind[];
  /** AES-256-GCM key of encrypted (dataType encrypt) notifies; '' when Huawei sends them plain. */
  notifyKey: string;
  /** Seconds between two refunds sent for one order (Huawei: at least 60). */
  refundGapSeconds: number;
  enabled: boolean;
}

/** App Store receipts: the app, its shared secret and where receipts are verified. */
export interface IosConfig {
  bundleId: string;
  sharedSecret: string;
  verifyReceiptUrl: string;
  sandboxReceiptUrl: string;
  enabled: boolean;
}

/** The merged payment: the providers it offers, in order, and a plain phone browser's. */
export interface MergeConfig {
  providers: PayProvider[];
  mobileDefault: PayProvider;
  enabled: boolean;
}

/** Every settings record of `/plugin/pay`. */
export type ConfigName = PayProvider | 'petalpay' | 'ios' | 'merge';
interface Configs {
  wxpay: WxConfig;
  alipay: AlipayConfig;
  petalpay: PetalConfig;
  ios: IosConfig;
  merge: MergeConfig;
}
type ConfigOf<P extends ConfigName> = Configs[P];

/** Spec 2 §8: no provider configured (or switched off). */
export class PaymentUnavailableError extends AppError {
  constructor() {
    super(400, 'pay.unavailable');
  }
}

const SECRET_FIELDS: Record<ConfigName, readonly string[]> = {
  wxpay: ['privateKey', 'apiV3Key', 'platformPublicKey'],
  alipay: ['privateKey', 'alipayPublicKey'],
  petalpay: ['privateKey', 'platformPublicKey'],
  ios: ['sharedSecret'],
  merge: [],
};
/** Secrets that may stay unset (masked and kept like the others): WeChat's AppSecret serves JSAPI only. */
const OPTIONAL_SECRETS: Partial<Record<ConfigName, readonly string[]>> = {
  wxpay: ['appSecret'],
  petalpay: ['notifyKey'],
};

/** Settings saved before a field existed read as its default (kinds: what was built then). */
const DEFAULTS: { [P in ConfigName]?: Partial<Configs[P]> } = {
  wxpay: {
    miniAppId: '',
    mobileAppId: '',
    kinds: ['native'],
    appSecret: '',
    oauthGateway: 'https://open.weixin.qq.com',
    snsGateway: 'https://api.weixin.qq.com',
  },
  alipay: { kinds: ['native', 'page'] },
  petalpay: { kinds: ['native', 'app'], notifyKey: '', refundGapSeconds: 60 },
};

/**
 * Opened settings are kept for a short while: every checkout and notify needs them, and reading and
 * opening them each time was a third of a notify's cost. A save clears this instance's copy; other
 * instances see it within CONFIG_TTL_MS.
 */
const CONFIG_TTL_MS = 30_000;
const opened = new Map<ConfigName, { at: number; value: Promise<unknown> }>();

async function loadConfig<P extends ConfigName>(provider: P): Promise<ConfigOf<P> | null> {
  const { data } = await payConfig.get({ provider }).go();
  if (!data) return null;
  return { ...DEFAULTS[provider], ...(await open<ConfigOf<P>>(data.sealed, `pay-config:${provider}`)) };
}

export function readConfig<P extends ConfigName>(provider: P): Promise<ConfigOf<P> | null> {
  const cached = opened.get(provider);
  if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return cached.value as Promise<ConfigOf<P> | null>;
  const value = loadConfig(provider);
  opened.set(provider, { at: Date.now(), value });
  value.catch(() => opened.delete(provider));
  return value;
}

/** The provider's settings, or "Payment function is not available". */
export async function requireConfig<P extends ConfigName>(provider: P): Promise<ConfigOf<P>> {
  const config = await readConfig(provider);
  if (!config?.enabled) throw new PaymentUnavailableError();
  return config;
}

/**
 * Saves settings; a secret left blank keeps the stored one, so the screen never needs to see it.
 * A missing secret with nothing stored is refused.
 */
export async function saveConfig<P extends ConfigName>(
  provider: P,
  input: ConfigOf<P>,
  options: { sandbox?: boolean; now?: Date } = {},
): Promise<void> {
  const stored = (await readConfig(provider)) as Record<string, unknown> | null;
  const merged: Record<string, unknown> = { ...input };
  for (const field of SECRET_FIELDS[provider]) {
    if (merged[field] === '') merged[field] = stored?.[field] ?? '';
    if (merged[field] === '') throw new AppError(400, 'pay.secretRequired', { field });
  }
  // An optional secret sent back blank or as the screen showed it (masked) keeps the stored one.
  for (const field of OPTIONAL_SECRETS[provider] ?? []) {
    const kept = String(stored?.[field] ?? '');
    if (merged[field] === '' || (kept && merged[field] === masked(kept))) merged[field] = kept;
  }
  opened.delete(provider);
  await payConfig
    .put({
      provider,
      appId: publicIdOf(input),
      enabled: input.enabled,
      sealed: await seal(merged, `pay-config:${provider}`),
      sandbox: options.sandbox ?? false,
      updatedAt: (options.now ?? new Date()).toISOString(),
    })
    .go();
  opened.delete(provider);
}

/** What the record shows in clear: the app (or bundle) id. */
function publicIdOf(input: Configs[ConfigName]): string {
  if ('appId' in input) return input.appId;
  if ('bundleId' in input) return input.bundleId;
  return input.providers.join(',');
}

/** Only the last four characters of a secret, so an administrator can tell which one is stored. */
function masked(value: string): string {
  const clean = value.replace(/-----[^-]+-----|\s/g, '');
  return clean ? `••••${clean.slice(-4)}` : '';
}

/** The settings as the `/plugin/pay` screens show them: every secret masked. */
export async function configDetail(provider: ConfigName) {
  const config = (await readConfig(provider)) as Record<string, unknown> | null;
  if (!config) return null;
  const shown: Record<string, unknown> = { ...config };
  for (const field of [...SECRET_FIELDS[provider], ...(OPTIONAL_SECRETS[provider] ?? [])])
    shown[field] = masked(String(config[field] ?? ''));
  return shown;
}

/** The local cloud's seed: points a provider at the payment sandbox unless an administrator saved one. */
export async function ensureSandboxConfig<P extends ConfigName>(provider: P, config: ConfigOf<P>) {
  const { data } = await payConfig.get({ provider }).go();
  if (data && !data.sandbox) return;
  await saveConfig(provider, config, { sandbox: true });
}

/** Removes a provider's settings: its payments become "not available". */
export async function removeConfig(provider: ConfigName): Promise<void> {
  opened.delete(provider);
  await payConfig.delete({ provider }).go();
  opened.delete(provider);
}

/** A kind the client asked for must be one the administrator switched on. */
export async function requireKind<P extends PayProvider | 'petalpay'>(
  provider: P,
  kind: P extends 'wxpay' ? WxPayKind : P extends 'petalpay' ? PetalPayKind : AlipayKind,
): Promise<ConfigOf<P>> {
  const config = await requireConfig(provider);
  if (!(config.kinds as string[]).includes(kind)) throw new PaymentUnavailableError();
  return config;
}
