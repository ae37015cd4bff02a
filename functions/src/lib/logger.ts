import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured JSON logger for every function; quiet in tests unless LOG_LEVEL says otherwise.
 * During an API request the pipeline (lib/http/pipeline.ts) has appended `requestId`, `route`,
 * `userId` and `tenantId` to it, so every line written here, from a service too, says whose request
 * it belongs to; the keys are reset when the request ends. The level is read once: Powertools puts
 * it back to this value at every invocation, so set LOG_LEVEL rather than calling setLogLevel.
 */
export const logger = new Logger({
  serviceName: 'loopline',
  logLevel: (process.env.LOG_LEVEL ?? (process.env.VITEST ? 'SILENT' : 'INFO')) as 'INFO',
});
