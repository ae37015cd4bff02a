import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { ConvertError } from '../convert/index.ts';

/**
 * A failure worth retrying (S3 or DynamoDB throttling, server faults, timeouts). The state machines
 * retry it by name (`TransientError` in their Retry lists), so the name must not change.
 */
export class TransientError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TransientError';
  }
}

/**
 * A model the pipeline cannot make (unreadable file, unsupported geometry, unreadable attribute
 * table). The message is the shared message key; the Catch hands it to the failure stage.
 */
export class ModelFailed extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'ModelFailed';
  }
}

/** SDK errors that say "try again": throttling, 5xx, and the SDK's own retryable flag. */
function isTransient(error: unknown): boolean {
  if (error instanceof S3ServiceException || error instanceof DynamoDBServiceException)
    return Boolean(error.$retryable) || error.$fault === 'server';
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Rethrows a stage's error as what the state machine matches: transient, model failure, or as is. */
export function classified(error: unknown): Error {
  if (error instanceof TransientError || error instanceof ModelFailed) return error;
  if (error instanceof ConvertError) return new ModelFailed(error.messageKey);
  if (isTransient(error)) return new TransientError((error as Error).message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The message key of a caught error as Step Functions hands it over: locally `Cause` is the error's
 * message; on AWS it is the Lambda error JSON ({ errorType, errorMessage }). Anything that is not a
 * model key (a crash, a timeout, running out of memory) reads as a generic failure.
 */
export function failureKey(
  caught: { Error?: string; Cause?: string } | undefined,
  fallback = 'model.parseFailed',
): string {
  if (caught?.Error === 'States.Timeout') return 'model.timeout';
  let message = caught?.Cause ?? '';
  try {
    const parsed = JSON.parse(message) as { errorMessage?: unknown };
    if (typeof parsed?.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // A plain message (the local runner passes the error's message as it is).
  }
  if (caught?.Error === 'ModelFailed' && /^model\.[A-Za-z]+$/.test(message)) return message;
  return fallback;
}
