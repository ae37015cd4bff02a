import { z } from 'zod';

/**
 * The operation log's hand-off off the request path (issue 19): the pipeline writes each audit record
 * as one JSON line on stdout, and a log subscription delivers the lines to the `ingestOperations`
 * consumer, which stores the records and their counters. Nothing on the request path waits for the
 * table.
 *
 * Why a log line and not an unawaited write: once the handler returns, Lambda freezes the execution
 * environment, so a write still in flight runs only if the same environment is thawed later, and is
 * lost when it is reclaimed. A line on stdout is handed to the platform before the handler returns:
 * Node writes to a pipe synchronously on Linux, and Lambda ships what the function wrote to CloudWatch
 * Logs whatever becomes of the environment. The subscription filter (`{ $.audit = "operation" }`) is
 * CloudWatch's in the stack and the local cloud's log tap locally (localstack/src/logSubscriptions.ts).
 */
export const AUDIT_FIELD = 'audit';
export const OPERATION_AUDIT = 'operation';

/** One audit record as it travels in the line; the consumer checks it again before storing it. */
export const OperationEntrySchema = z.object({
  tenantId: z.string().min(1).max(64),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  id: z.string().min(1).max(64),
  userId: z.string().max(64),
  account: z.string().max(128),
  projectId: z.string().max(64),
  remoteIp: z.string().max(64),
  operateSystem: z.string().max(32),
  operaModule: z.string().max(128),
  operaRoute: z.string().max(300),
  operaContent: z.string().max(500),
  status: z.number().int(),
  startTime: z.string().max(40),
  endTime: z.string().max(40),
  expiresAt: z.number().int(),
});
export type OperationEntry = z.infer<typeof OperationEntrySchema>;

/** The whole line: the audit tag first, so the local tap can tell it from other lines by its start. */
export function auditLineOf(entry: OperationEntry): string {
  return `${JSON.stringify({ [AUDIT_FIELD]: OPERATION_AUDIT, entry })}\n`;
}

/** Hands one record off: a single synchronous write of its line to stdout. */
export function shipOperation(entry: OperationEntry): void {
  process.stdout.write(auditLineOf(entry));
}

/** The records of a batch of delivered lines; a line that is not a well-formed audit record is skipped. */
export function entriesOfLines(messages: readonly string[]): { entries: OperationEntry[]; skipped: number } {
  const entries: OperationEntry[] = [];
  let skipped = 0;
  for (const message of messages) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      skipped++;
      continue;
    }
    const line = parsed as Record<string, unknown> | null;
    const entry = line?.[AUDIT_FIELD] === OPERATION_AUDIT ? OperationEntrySchema.safeParse(line.entry) : null;
    if (entry?.success) entries.push(entry.data);
    else skipped++;
  }
  return { entries, skipped };
}
