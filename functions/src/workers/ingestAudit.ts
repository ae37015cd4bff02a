import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent } from 'aws-lambda';
import { ingestAccesses, ingestOperations } from '../console/index.ts';
import { entriesOfLines } from '../lib/console/auditLine.ts';
import { logger } from '../lib/logger.ts';

/**
 * Log subscription consumer: the API groups' audit lines (lib/console/auditLine.ts), delivered by
 * CloudWatch Logs in the stack and by the local cloud's log tap locally, become operation-log records
 * with their counters, and access-history records. A thrown error makes the delivery retry; stored
 * operations are not counted twice and accesses are rewritten as they were.
 */
export async function handler(event: CloudWatchLogsEvent) {
  const batch = JSON.parse(
    gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8'),
  ) as CloudWatchLogsDecodedData;
  if (batch.messageType !== 'DATA_MESSAGE') return { operations: 0, accesses: 0 };
  const { operations, accesses, skipped } = entriesOfLines(batch.logEvents.map((e) => e.message));
  if (skipped > 0) logger.warn('audit lines that are not records', { skipped, logGroup: batch.logGroup });
  const [stored] = await Promise.all([ingestOperations(operations), ingestAccesses(accesses)]);
  return { operations: stored, accesses: accesses.length };
}
