import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * True when a write was refused by its condition. ElectroDB wraps the client's errors (the SDK
 * error is the `cause`), so the class is matched on the error and on its cause.
 */
export function conditionFailed(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.cause instanceof ConditionalCheckFailedException)
  );
}

/** Runs a conditional write: false when its condition did not hold, other errors pass through. */
export async function ifCondition(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
