import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function; quiet in tests unless LOG_LEVEL says otherwise. */
export const logger = new Logger({
  serviceName: 'loopline',
  logLevel: (process.env.LOG_LEVEL ?? (process.env.VITEST ? 'SILENT' : 'INFO')) as 'INFO',
});
