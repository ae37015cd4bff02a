import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ElectroError } from 'electrodb';

/**
 * True when an entity write was refused by its condition (`create` on an existing item, `patch` or
 * `remove` of a missing one, a `where` that did not hold). ElectroDB wraps the SDK's error: it is
 * matched by class on the wrapper's cause.
 */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof ElectroError && error.cause instanceof ConditionalCheckFailedException)
  );
}
