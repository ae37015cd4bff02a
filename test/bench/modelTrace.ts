/**
 * MODELS_BENCH_TRACE=1 (issue 14): a timeline of one parse run in modelRun.ts — every DynamoDB and
 * S3 command the worker sends (when it was sent and answered, ms since the state machine started)
 * and each task's start and end — so the fixed part of a run can be split into its steps.
 */
type Sender = { send: (command: never, ...rest: never[]) => Promise<unknown> };

export interface TraceEvent {
  from: number;
  to?: number;
  what: string;
}

export function createTrace() {
  let origin = performance.now();
  const events: TraceEvent[] = [];
  const now = () => Math.round((performance.now() - origin) * 10) / 10;

  /** Times a promise-returning step under `what`. */
  async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
    const event: TraceEvent = { from: now(), what };
    events.push(event);
    try {
      return await work();
    } finally {
      event.to = now();
    }
  }

  /** Replaces a client's `send` with one that records each command (name and key) and its answer. */
  function watch(label: string, client: Sender) {
    const send = client.send.bind(client);
    client.send = ((command: { constructor: { name: string }; input?: Record<string, unknown> }) =>
      step(`${label} ${command.constructor.name.replace(/Command$/, '')} ${hint(command.input)}`, () =>
        send(command as never),
      )) as Sender['send'];
  }

  return {
    step,
    watch,
    mark: (what: string) => events.push({ from: now(), what }),
    start: () => {
      origin = performance.now();
      events.length = 0;
    },
    events: () => [...events].sort((a, b) => a.from - b.from),
  };
}

/** What a command is about, briefly: its key (an S3 key's last part, a DynamoDB sort key) or items. */
function hint(input: Record<string, unknown> = {}): string {
  if (typeof input.Key === 'string') return input.Key.split('/').slice(-2).join('/');
  const key = input.Key as Record<string, unknown> | undefined;
  if (key) return String(key.sk ?? key.pk ?? '');
  const items = input.TransactItems as unknown[] | undefined;
  if (items) return `${items.length} items`;
  if (input.KeyConditionExpression) return String(input.IndexName ?? 'table');
  return '';
}
