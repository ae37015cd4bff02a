import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The App Store's side for the sandbox: what StoreKit writes to a device after a purchase (a receipt,
 * opaque to the merchant; here HMAC-sealed by the sandbox) and the two verifyReceipt addresses, as
 * Apple answers them: production says 21007 for a test receipt, the sandbox address checks the shared
 * secret (21004) and the receipt (21002) and answers the receipt's purchases with status 0.
 */
interface AppleIdentity {
  bundleId: string;
  sharedSecret: string;
  /** Seals the receipts this sandbox hands out. */
  receiptKey: string;
}

interface Purchase {
  product_id: string;
  transaction_id: string;
  original_transaction_id: string;
  purchase_date_ms: string;
  quantity: string;
}

function identity(stateDir: string): AppleIdentity {
  const file = join(stateDir, 'pay-sandbox-apple.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as AppleIdentity;
  const made: AppleIdentity = {
    bundleId: 'com.loopline.sandbox',
    sharedSecret: randomBytes(16).toString('hex'),
    receiptKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return made;
}

export function createAppleSandbox(stateDir: string) {
  const apple = identity(stateDir);
  const mac = (payload: string) => createHmac('sha256', apple.receiptKey).update(payload).digest('base64url');

  function issue(bundleId: string, productIds: string[]): string {
    const now = Date.now();
    const inApp: Purchase[] = productIds.map((productId) => {
      const id = `2000000${randomInt(1e8, 1e9)}`;
      return {
        product_id: productId,
        transaction_id: id,
        original_transaction_id: id,
        purchase_date_ms: String(now),
        quantity: '1',
      };
    });
    const payload = Buffer.from(
      JSON.stringify({ bundle_id: bundleId, environment: 'Sandbox', in_app: inApp }),
    ).toString('base64url');
    return Buffer.from(`${payload}.${mac(payload)}`).toString('base64');
  }

  function opened(receipt: unknown): { bundle_id: string; in_app: Purchase[] } | null {
    if (typeof receipt !== 'string') return null;
    const [payload, seal] = Buffer.from(receipt, 'base64').toString('utf8').split('.');
    if (!payload || !seal) return null;
    const expected = Buffer.from(mac(payload));
    if (expected.length !== Buffer.from(seal).length || !timingSafeEqual(expected, Buffer.from(seal)))
      return null;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  }

  const reply = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  return {
    apple,
    /** Handles `/apple/…`; false when the path is not one of them. */
    handle(res: ServerResponse, path: string, method: string, raw: string): boolean {
      if (method !== 'POST' || !path.startsWith('/apple/')) return false;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        reply(res, { status: 21000 });
        return true;
      }
      if (path === '/apple/receipt') {
        const products = Array.isArray(body.productIds) ? body.productIds.map(String) : [];
        reply(res, { receipt: issue(String(body.bundleId ?? apple.bundleId), products) });
        return true;
      }
      const receipt = opened(body['receipt-data']);
      if (path === '/apple/buy/verifyReceipt') {
        // Every receipt this sandbox issues is a test receipt.
        reply(res, { status: receipt ? 21007 : 21002 });
        return true;
      }
      if (path === '/apple/sandbox/verifyReceipt') {
        if (body.password !== apple.sharedSecret) reply(res, { status: 21004 });
        else if (!receipt) reply(res, { status: 21002 });
        else reply(res, { status: 0, environment: 'Sandbox', receipt });
        return true;
      }
      return false;
    },
  };
}
