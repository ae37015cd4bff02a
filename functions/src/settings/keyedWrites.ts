import type { MessageKey } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { TransactionCancelledError } from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';

/**
 * Settings items keyed by a user-chosen value (a parameter key, a phone) are replaced by a guarded put
 * when the key stays, or by a transaction `{ old, next }` when it changes. A failed guard on the old
 * item means it is gone; a failed create of the next one means its key is taken.
 */
export function rethrowKeyedReplace(
  error: unknown,
  messages: { exists: MessageKey; notFound: MessageKey },
): never {
  if (conditionFailed(error)) throw new NotFoundError(messages.notFound);
  if (error instanceof TransactionCancelledError) {
    if (error.failedOn('next')) throw new ConflictError(messages.exists);
    throw new NotFoundError(messages.notFound);
  }
  throw error;
}
