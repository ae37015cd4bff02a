import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { invokeInIsolation } from './invoke.ts';

export interface LogSubscriber {
  name: string;
  /** The JSON filter pattern `{ $.<field> = "<a>" || … }` of the stack's subscription filter. */
  match: { field: string; anyOf: readonly string[] };
  handler: (event: { awslogs: { data: string } }) => Promise<unknown>;
}

/** How long lines gather before a delivery, and the most one delivery carries. */
const BATCH_MS = 50;
const BATCH_MAX = 500;

/**
 * CloudWatch Logs subscription filters, locally. In Lambda the platform reads what a function writes
 * to stdout into its log group, and a subscription filter hands the matching lines to a consumer
 * function, gzipped and base64-encoded, in batches. Here every function runs in this process, so the
 * tap reads this process's stdout: a line matching a subscriber's pattern is delivered to it in the
 * same event shape (and, like a line in a log group, does not reach the terminal); every other write
 * passes through untouched. Deliveries to one subscriber run one at a time, in order; a failed
 * delivery is retried, as CloudWatch retries a failed Lambda invocation.
 */
export function tapLogSubscriptions(subscribers: readonly LogSubscriber[]) {
  const stdout = process.stdout;
  const original = stdout.write;
  const queues = subscribers.map((subscriber) => ({
    subscriber,
    // The audit field comes first in the lines the functions write (see lib/console/auditLine.ts).
    prefixes: subscriber.match.anyOf.map(
      (value) => `{${JSON.stringify(subscriber.match.field)}:${JSON.stringify(value)}`,
    ),
    lines: [] as { message: string; timestamp: number }[],
    timer: null as NodeJS.Timeout | null,
    chain: Promise.resolve(),
  }));
  type Queue = (typeof queues)[number];

  const deliver = async (queue: Queue, lines: Queue['lines']) => {
    const data = gzipSync(
      JSON.stringify({
        messageType: 'DATA_MESSAGE',
        owner: '000000000000',
        logGroup: '/aws/lambda/loopline-local',
        logStream: 'local',
        subscriptionFilters: [queue.subscriber.name],
        logEvents: lines.map((line, i) => ({ id: `${line.timestamp}-${i}`, ...line })),
      }),
    ).toString('base64');
    for (let attempt = 1; ; attempt++) {
      try {
        await invokeInIsolation(randomUUID(), () => queue.subscriber.handler({ awslogs: { data } }));
        return;
      } catch (error) {
        if (attempt >= 3) {
          console.error(`local cloud: log subscriber ${queue.subscriber.name} failed`, error);
          return;
        }
        await new Promise((ok) => setTimeout(ok, 200 * attempt));
      }
    }
  };
  const flush = (queue: Queue) => {
    if (queue.timer) clearTimeout(queue.timer);
    queue.timer = null;
    const lines = queue.lines.splice(0);
    if (lines.length > 0) queue.chain = queue.chain.then(() => deliver(queue, lines));
  };

  stdout.write = function tapped(this: typeof stdout, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string') {
      const queue = queues.find((q) => q.prefixes.some((prefix) => chunk.startsWith(prefix)));
      if (queue) {
        queue.lines.push({ message: chunk.trimEnd(), timestamp: Date.now() });
        if (queue.lines.length >= BATCH_MAX) flush(queue);
        else queue.timer ??= setTimeout(() => flush(queue), BATCH_MS);
        const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        done?.();
        return true;
      }
    }
    return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof stdout.write;

  return {
    /** Delivers what is waiting and resolves when every delivery has run. */
    async settle() {
      for (const queue of queues) flush(queue);
      await Promise.all(queues.map((queue) => queue.chain));
    },
    async stop() {
      await this.settle();
      stdout.write = original;
    },
  };
}
