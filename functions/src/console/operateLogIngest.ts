import { setTimeout as delay } from 'node:timers/promises';
import { operationCount, operationLog } from '../entities/operationLog.ts';
import {
  type NamedItems,
  TransactionCancelledError,
  transactWrite,
  txItem,
} from '../entities/transaction.ts';
import type { OperationEntry } from '../lib/console/auditLine.ts';
import { logger } from '../lib/logger.ts';

/**
 * Records per transaction: each brings at most two counters (its account's and its module's), so
 * 30 records stay within DynamoDB's 100 items per transaction.
 */
const RECORDS_PER_TRANSACTION = 30;
const ATTEMPTS = 8;

type CounterKey = { tenantId: string; day: string; kind: 'user' | 'module'; key: string };

/** The counter increments of some records: one per account and module per day, summed. */
export function countsOf(entries: readonly OperationEntry[]) {
  const counts = new Map<string, CounterKey & { count: number; expiresAt: number }>();
  for (const e of entries) {
    for (const [kind, key] of [
      ['user', e.account],
      ['module', e.operaModule],
    ] as const) {
      const id = JSON.stringify([e.tenantId, e.day, kind, key]);
      const counter = counts.get(id);
      if (counter) {
        counter.count++;
        counter.expiresAt = Math.max(counter.expiresAt, e.expiresAt);
      } else
        counts.set(id, { tenantId: e.tenantId, day: e.day, kind, key, count: 1, expiresAt: e.expiresAt });
    }
  }
  return [...counts.values()];
}

/**
 * Stores records and their counters together, exactly once: each record is created only if absent,
 * in the same transaction as the counts it adds. A delivery that comes again (the subscription
 * retries a failed batch) finds its records there; they drop out of the retry and are not counted
 * twice. A conflict with another batch on a shared counter is retried after a pause.
 */
async function storeTogether(entries: readonly OperationEntry[]): Promise<number> {
  let pending = [...entries];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const items: NamedItems = {};
    pending.forEach((entry, i) => {
      items[`record${i}`] = txItem(operationLog.create(entry));
    });
    countsOf(pending).forEach(({ count, expiresAt, ...key }, i) => {
      items[`count${i}`] = txItem(operationCount.update(key).add({ count }).set({ expiresAt }));
    });
    try {
      await transactWrite(items);
      return pending.length;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError) || attempt >= ATTEMPTS) throw error;
      const stored = pending.filter((_, i) => error.failedOn(`record${i}`));
      pending = pending.filter((_, i) => !error.failedOn(`record${i}`));
      if (stored.length === 0) await delay(20 * 2 ** attempt * Math.random());
    }
  }
  return 0;
}

/** The ingest consumer's work: the delivered records, stored with their counts. Returns how many were new. */
export async function ingestOperations(entries: readonly OperationEntry[]): Promise<number> {
  let stored = 0;
  for (let i = 0; i < entries.length; i += RECORDS_PER_TRANSACTION)
    stored += await storeTogether(entries.slice(i, i + RECORDS_PER_TRANSACTION));
  if (stored < entries.length)
    logger.info('operation log: records delivered again', { again: entries.length - stored });
  return stored;
}
