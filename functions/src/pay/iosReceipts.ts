import type { OrderView } from '@loopline/shared/contracts/pay';
import { conditionFailed } from '../entities/errors.ts';
import { AppError, ConflictError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { type IosConfig, PaymentUnavailableError, requireConfig } from './configs.ts';
import { createOrder, getOrder, viewOf } from './orders.ts';
import { completeOrder } from './settleFulfil.ts';
import { ProviderError } from './wechat.ts';

/**
 * App Store in-app purchases through verifyReceipt
 * (https://developer.apple.com/documentation/appstorereceipts/verifyreceipt): the app sends its
 * receipt, the server posts it with the shared secret to the configured address (production first;
 * status 21007 means a test receipt, which goes to the sandbox address), checks the bundle id, and
 * credits each purchase whose product id is a catalogue item id, once per transaction.
 */

/** The receipt does not verify, or belongs to another app: nothing is credited. */
export class ReceiptInvalidError extends AppError {
  constructor() {
    super(400, 'pay.receiptInvalid');
  }
}

interface InAppPurchase {
  product_id?: string;
  transaction_id?: string;
  purchase_date_ms?: string;
}
interface VerifyAnswer {
  status?: number;
  environment?: string;
  receipt?: { bundle_id?: string; in_app?: InAppPurchase[] };
}

/** verifyReceipt's status for a sandbox receipt sent to production. */
const SANDBOX_RECEIPT = 21007;

async function post(url: string, receipt: string, config: IosConfig): Promise<VerifyAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      'receipt-data': receipt,
      password: config.sharedSecret,
      'exclude-old-transactions': true,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ProviderError(`verifyReceipt: HTTP ${response.status}`);
  try {
    return (await response.json()) as VerifyAnswer;
  } catch {
    throw new ProviderError('verifyReceipt: the answer is not JSON');
  }
}

/** The verified purchases of a receipt for this app. */
export async function verifyReceipt(config: IosConfig, receipt: string) {
  let answer = await post(config.verifyReceiptUrl, receipt, config);
  if (answer.status === SANDBOX_RECEIPT && config.sandboxReceiptUrl)
    answer = await post(config.sandboxReceiptUrl, receipt, config);
  if (answer.status !== 0 || answer.receipt?.bundle_id !== config.bundleId) {
    logger.warn('receipt refused', { status: answer.status, bundleId: answer.receipt?.bundle_id });
    throw new ReceiptInvalidError();
  }
  return (answer.receipt.in_app ?? []).flatMap((p) =>
    p.product_id && p.transaction_id && /^\d{1,40}$/.test(p.transaction_id)
      ? [
          {
            productId: p.product_id,
            transactionId: p.transaction_id,
            purchasedAt: Number(p.purchase_date_ms),
          },
        ]
      : [],
  );
}

/**
 * Credits the caller with a receipt's purchases. The order is named after the App Store transaction,
 * so the same receipt sent again (or by another account) finds the order written and credits nothing.
 */
export async function creditReceipt(
  caller: Pick<Caller, 'userId' | 'tenantId'>,
  receipt: string,
): Promise<OrderView[]> {
  const config = await requireConfig('ios');
  let purchases: Awaited<ReturnType<typeof verifyReceipt>>;
  try {
    purchases = await verifyReceipt(config, receipt);
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof TypeError)) throw error;
    logger.warn('verifyReceipt unreachable', { error });
    throw new PaymentUnavailableError();
  }
  const credited: OrderView[] = [];
  for (const purchase of purchases) {
    const id = `ios${purchase.transactionId}`;
    let order = await getOrder(id);
    if (order && order.userId !== caller.userId) throw new ConflictError('pay.receiptUsed');
    if (!order) {
      try {
        order = await createOrder(caller, purchase.productId, 'ios', { id });
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        // Sent twice at once: the other request wrote it.
        order = await getOrder(id);
        if (order?.userId !== caller.userId) throw new ConflictError('pay.receiptUsed');
      }
    }
    const paidTime = new Date(Number.isFinite(purchase.purchasedAt) ? purchase.purchasedAt : Date.now());
    await completeOrder(order, {
      payType: 'ios',
      transactionId: purchase.transactionId,
      paidTime: paidTime.toISOString(),
    });
    credited.push(viewOf({ ...order, status: 'completed', payType: 'ios' }));
  }
  return credited;
}
