import type { KindPaymentStart } from '@loopline/shared/contracts/payKinds';

/**
 * Paying from a phone's browser (issue 18): there is no second device to scan a QR code with, so the
 * member centre offers WeChat Pay H5, Alipay wap and (when switched on) Huawei Pay H5 instead and sends the browser to the provider's
 * page. The provider sends it back to the member centre, where the order is asked about once
 * (query-on-return, useReturnQuery): WeChat's redirect_url carries no order number, so the order
 * being paid is remembered in the tab's session storage.
 */

/** Narrower than this (CSS px) the member centre counts as a phone. */
export const PHONE_MAX_WIDTH = 688;
const PHONE_AGENT = /Android|iPhone|iPod|Mobile|Windows Phone|HarmonyOS/i;
const PENDING_KEY = 'loopline.pendingPayment';

/** A phone: a narrow viewport or a mobile browser's User-Agent (tablets in landscape count as PCs). */
export function isPhone(width: number, userAgent: string): boolean {
  return width <= PHONE_MAX_WIDTH || PHONE_AGENT.test(userAgent);
}

/** Where the provider sends the payer back: the member centre of this very app, without a query. */
export function returnAddress(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}#/member-center`;
}

/** A phone payment's start: the provider's page to open (Huawei's is a PetalPaymentStart). */
export type PhonePaymentStart = Pick<KindPaymentStart, 'order' | 'payUrl'> & {
  provider: KindPaymentStart['provider'] | 'petalpay';
};

/** The parameter each provider's page takes the return address in, appended by the merchant. */
const RETURN_PARAM: Partial<Record<PhonePaymentStart['provider'], string>> = {
  wxpay: 'redirect_url',
  // Assumed name (docs/decisions.md, petal): Huawei's H5 guide has the merchant add parameters to h5Url.
  petalpay: 'returnUrl',
};

/**
 * The address to send the browser to. WeChat's h5_url and Huawei's h5Url take the return address
 * appended; Alipay's wap address is complete (its return_url is the merchant's aliconfig setting).
 */
export function payAddress(start: Pick<PhonePaymentStart, 'provider' | 'payUrl'>, back: string): string {
  const param = RETURN_PARAM[start.provider];
  if (!param) return start.payUrl;
  const joiner = start.payUrl.includes('?') ? '&' : '?';
  return `${start.payUrl}${joiner}${param}=${encodeURIComponent(back)}`;
}

/** Remembers the order being paid in this tab, for the query when the browser comes back. */
export function rememberPending(orderId: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(PENDING_KEY, orderId);
  } catch {
    // Private modes may refuse storage: the return then relies on the notify and the orders tab.
  }
}

/** The order remembered before leaving for the provider, forgotten as it is read. */
export function takePending(storage: Storage = sessionStorage): string {
  try {
    const id = storage.getItem(PENDING_KEY) ?? '';
    storage.removeItem(PENDING_KEY);
    return id;
  } catch {
    return '';
  }
}

/** Leaves for the provider's payment page. */
export function goToProvider(start: PhonePaymentStart): void {
  rememberPending(start.order.id);
  window.location.assign(payAddress(start, returnAddress(window.location)));
}
