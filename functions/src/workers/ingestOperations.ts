import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent } from 'aws-lambda';
import { ingestOperations } from '../console/index.ts';
import { entriesOfLines } from '../lib/console/auditLine.ts';
import { logger } from '../lib/logger.ts';

/**
 * Log subscription consumer: the API groups' audit lines (lib/console/auditLine.ts), delivered by
 * CloudWatch Logs in the stack and by the local cloud's log tap locally, become operation-log records
 * and counters. A thrown error makes the delivery retry; stored records are not counted twice.
 */
export async function handler(event: CloudWatchLogsEvent) {
  const batch = JSON.parse(
    gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8'),
  ) as CloudWatchLogsDecodedData;
  if (batch.messageType !== 'DATA_MESSAGE') return { stored: 0 };
  const { entries, skipped } = entriesOfLines(batch.logEvents.map((e) => e.message));
  if (skipped > 0)
    logger.warn('operation log: lines that are not audit records', { skipped, logGroup: batch.logGroup });
  return { stored: await ingestOperations(entries) };
}
