import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

/**
 * Lambda runs one invocation at a time per environment; the local cloud runs every request of every
 * group concurrently in one process. Powertools keeps per-invocation state (the logger's request keys,
 * the Lambda context it logs) in Lambda's InvokeStore when AWS_LAMBDA_MAX_CONCURRENCY is set, the way
 * Lambda's multi-concurrency runtime does. So the local cloud does the same: an AsyncLocalStorage-backed
 * store and one store context per request, and one request's `appendKeys`/`resetKeys` never touch
 * another's log lines.
 *
 * Must run before any AWS SDK call or Powertools logger use: the first `getInstanceAsync` fixes the
 * kind of store for the whole process.
 */
let store: InvokeStoreBase | undefined;
export async function enableConcurrentInvocations(): Promise<void> {
  const created = await InvokeStore.getInstanceAsync(true);
  // Too late if something already made the single-context store: keep the shared behaviour then.
  if (!('als' in created)) {
    console.warn('local cloud: the Lambda InvokeStore was created before the cloud; log keys are shared');
    return;
  }
  store = created;
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
}

/** Runs one invocation in its own store context (or plainly, when the store was not enabled). */
export function invokeInIsolation<T>(requestId: string, invoke: () => Promise<T>): Promise<T> {
  if (!store) return invoke();
  return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, invoke);
}

const FUNCTION_TIMEOUT_MS = 29_000;

/** The Lambda context a group function gets for one invocation (what Powertools logs from it). */
export function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + FUNCTION_TIMEOUT_MS;
  const unsupported = () => {
    throw new Error('callback-style Lambda handlers are not used');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
