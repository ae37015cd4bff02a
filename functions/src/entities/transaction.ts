import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws/dynamo.ts';

/** One item of a transaction: what an entity's `.commit()` builds (put, update, delete or condition check). */
export type TransactionItem = Record<string, unknown>;

/**
 * An ElectroDB write chain (`create`, `put`, `patch`, `update`, `delete`, `check`, with its `where`) as a
 * transaction item. ElectroDB types `.commit()` only inside its own `transaction.write` callback, but
 * every write chain has it; this keeps the typed chain and names the item in `transactWrite`.
 */
export function txItem(operation: { params(...args: never[]): unknown }): TransactionItem {
  return (operation as unknown as { commit(): TransactionItem }).commit();
}

/** The named items of a transaction; a falsy entry is left out, so optional steps read naturally. */
export type NamedItems = Record<string, TransactionItem | false | null | undefined>;

/**
 * A transaction DynamoDB cancelled. `failed` names the items whose condition did not hold (in the
 * order they were given), so callers say which rule was broken instead of decoding positions.
 */
export class TransactionCancelledError extends Error {
  constructor(
    readonly failed: string[],
    /** Every item's cancellation code by name ('None' for items that were not the cause). */
    readonly reasons: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(`transaction cancelled: ${failed.join(', ') || 'no condition failed'}`, options);
    this.name = 'TransactionCancelledError';
  }

  /** True when the named item's condition failed. */
  failedOn(name: string): boolean {
    return this.failed.includes(name);
  }

  /** True when the cancellation came from conditions only (not a conflict with another transaction). */
  get conditionsOnly(): boolean {
    return (
      this.failed.length > 0 &&
      Object.values(this.reasons).every((code) => code === 'None' || code === 'ConditionalCheckFailed')
    );
  }
}

/** The client a transaction is sent with; a parameter so tests can pass a fake. */
export interface TransactionClient {
  send(command: TransactWriteCommand): Promise<unknown>;
}

/**
 * Writes the named items in one DynamoDB transaction (at most 100). On a cancellation it throws
 * `TransactionCancelledError` naming the items whose condition failed; other errors pass through.
 */
export async function transactWrite(
  items: NamedItems,
  options: { token?: string; client?: TransactionClient } = {},
): Promise<void> {
  const named = Object.entries(items).filter((entry): entry is [string, TransactionItem] => !!entry[1]);
  if (named.length === 0) return;
  if (named.length > 100) throw new Error(`a transaction holds at most 100 items (${named.length} given)`);
  const client = options.client ?? dynamo;
  try {
    await client.send(
      new TransactWriteCommand({
        // biome-ignore lint/suspicious/noExplicitAny: the entity commits are the SDK's TransactWriteItem shapes
        TransactItems: named.map(([, item]) => ({ ...item }) as any),
        ClientRequestToken: options.token,
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons: Record<string, string> = {};
    const failed: string[] = [];
    named.forEach(([name], i) => {
      const code = error.CancellationReasons?.[i]?.Code ?? 'None';
      reasons[name] = code;
      if (code === 'ConditionalCheckFailed') failed.push(name);
    });
    throw new TransactionCancelledError(failed, reasons, { cause: error });
  }
}
