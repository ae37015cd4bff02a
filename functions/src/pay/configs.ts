import type { PayProvider } from '@loopline/shared/contracts/pay';
import { payConfig } from '../entities/payConfig.ts';
import { AppError } from '../lib/errors.ts';
import { open, seal } from './configCipher.ts';

/** WeChat Pay API v3 merchant settings. */
export interface WxConfig {
  appId: string;
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
  enabled: boolean;
}

type ConfigOf<P extends PayProvider> = P extends 'wxpay' ? WxConfig : AlipayConfig;

/** Spec 2 §8: no provider configured (or switched off). */
export class PaymentUnavailableError extends AppError {
  constructor() {
    super(400, 'pay.unavailable');
  }
}

const SECRET_FIELDS = {
  wxpay: ['privateKey', 'apiV3Key', 'platformPublicKey'],
  alipay: ['privateKey', 'alipayPublicKey'],
} as const;

/**
 * Opened settings are kept for a short while: every checkout and notify needs them, and reading and
 * opening them each time was a third of a notify's cost. A save clears this instance's copy; other
 * instances see it within CONFIG_TTL_MS.
 */
const CONFIG_TTL_MS = 30_000;
const opened = new Map<PayProvider, { at: number; value: Promise<unknown> }>();

async function loadConfig<P extends PayProvider>(provider: P): Promise<ConfigOf<P> | null> {
  const { data } = await payConfig.get({ provider }).go();
  if (!data) return null;
  return open<ConfigOf<P>>(data.sealed, `pay-config:${provider}`);
}

export function readConfig<P extends PayProvider>(provider: P): Promise<ConfigOf<P> | null> {
  const cached = opened.get(provider);
  if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return cached.value as Promise<ConfigOf<P> | null>;
  const value = loadConfig(provider);
  opened.set(provider, { at: Date.now(), value });
  value.catch(() => opened.delete(provider));
  return value;
}

/** The provider's settings, or "Payment function is not available". */
export async function requireConfig<P extends PayProvider>(provider: P): Promise<ConfigOf<P>> {
  const config = await readConfig(provider);
  if (!config?.enabled) throw new PaymentUnavailableError();
  return config;
}

/**
 * Saves settings; a secret left blank keeps the stored one, so the screen never needs to see it.
 * A missing secret with nothing stored is refused.
 */
export async function saveConfig<P extends PayProvider>(
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
  opened.delete(provider);
  await payConfig
    .put({
      provider,
      appId: input.appId,
      enabled: input.enabled,
      sealed: await seal(merged, `pay-config:${provider}`),
      sandbox: options.sandbox ?? false,
      updatedAt: (options.now ?? new Date()).toISOString(),
    })
    .go();
  opened.delete(provider);
}

/** Only the last four characters of a secret, so an administrator can tell which one is stored. */
function masked(value: string): string {
  const clean = value.replace(/-----[^-]+-----|\s/g, '');
  return clean ? `••••${clean.slice(-4)}` : '';
}

/** The settings as the `/plugin/pay` screens show them: every secret masked. */
export async function configDetail(provider: PayProvider) {
  const config = (await readConfig(provider)) as Record<string, unknown> | null;
  if (!config) return null;
  const shown: Record<string, unknown> = { ...config };
  for (const field of SECRET_FIELDS[provider]) shown[field] = masked(String(config[field] ?? ''));
  return shown;
}

/** The local cloud's seed: points a provider at the payment sandbox unless an administrator saved one. */
export async function ensureSandboxConfig<P extends PayProvider>(provider: P, config: ConfigOf<P>) {
  const { data } = await payConfig.get({ provider }).go();
  if (data && !data.sandbox) return;
  await saveConfig(provider, config, { sandbox: true });
}
