import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent } from 'aws-lambda';
import { logger } from '../lib/logger.ts';
import { deliverPushes, pushesOfLines } from '../lib/realtime/pushLine.ts';

/**
 * Log subscription consumer: the socket pushes API groups handed off their request path
 * (lib/realtime/pushLine.ts), delivered by CloudWatch Logs in the stack and by the local cloud's log
 * tap locally. A thrown error makes the delivery retry (a page may then see a message twice, which
 * every push's receiver takes as "read again").
 */
export async function handler(event: CloudWatchLogsEvent) {
  const batch = JSON.parse(
    gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8'),
  ) as CloudWatchLogsDecodedData;
  if (batch.messageType !== 'DATA_MESSAGE') return { pushes: 0, reached: 0 };
  const { pushes, skipped } = pushesOfLines(batch.logEvents.map((e) => e.message));
  if (skipped > 0) logger.warn('push lines that are not pushes', { skipped, logGroup: batch.logGroup });
  return { pushes: pushes.length, reached: await deliverPushes(pushes) };
}
