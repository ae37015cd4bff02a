import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * True when a write was refused by its condition. ElectroDB wraps the SDK's error in an ElectroError
 * whose `cause` is the SDK exception, so the class is checked on both (never the message).
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
