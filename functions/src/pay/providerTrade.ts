/** Where a payment stands at its provider (transaction query), as the merchant acts on it. */
export type ProviderTrade =
  | { state: 'paid'; transactionId: string; paidFen: number; paidTime: string }
  /** Created and waiting for the payer. */
  | { state: 'open' }
  /** Closed, revoked or failed: it will not be paid. */
  | { state: 'closed' }
  /** The provider has no such payment (an Alipay QR code nobody scanned yet, say). */
  | { state: 'none' };
