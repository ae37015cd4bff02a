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
/** The same hand-off carries accesses to projects and files (cloud/accesshistory). */
export const ACCESS_AUDIT = 'access';

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

/** One access to a project or a file as it travels in the line. */
export const AccessEntrySchema = z.object({
  tenantId: z.string().min(1).max(64),
  sourceType: z.enum(['project', 'file']),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  id: z.string().min(1).max(64),
  sourceId: z.string().min(1).max(64),
  projectId: z.string().max(64),
  userId: z.string().max(64),
  account: z.string().max(128),
  remoteIp: z.string().max(64),
  operateSystem: z.string().max(32),
  accessTime: z.string().max(40),
  expiresAt: z.number().int(),
});
export type AccessEntry = z.infer<typeof AccessEntrySchema>;

type Kind = typeof OPERATION_AUDIT | typeof ACCESS_AUDIT;

/** The whole line: the audit tag first, so the local tap can tell it from other lines by its start. */
export function auditLineOf(kind: Kind, entry: OperationEntry | AccessEntry): string {
  return `${JSON.stringify({ [AUDIT_FIELD]: kind, entry })}\n`;
}

/** Hands one record off: a single synchronous write of its line to stdout. */
export function shipOperation(entry: OperationEntry): void {
  process.stdout.write(auditLineOf(OPERATION_AUDIT, entry));
}

/** Hands one access off, the same way. */
export function shipAccess(entry: AccessEntry): void {
  process.stdout.write(auditLineOf(ACCESS_AUDIT, entry));
}

/** The records of a batch of delivered lines; a line that is not a well-formed audit record is skipped. */
export function entriesOfLines(messages: readonly string[]): {
  operations: OperationEntry[];
  accesses: AccessEntry[];
  skipped: number;
} {
  const operations: OperationEntry[] = [];
  const accesses: AccessEntry[] = [];
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
    const kind = line?.[AUDIT_FIELD];
    if (kind === OPERATION_AUDIT) {
      const entry = OperationEntrySchema.safeParse(line!.entry);
      if (entry.success) operations.push(entry.data);
      else skipped++;
    } else if (kind === ACCESS_AUDIT) {
      const entry = AccessEntrySchema.safeParse(line!.entry);
      if (entry.success) accesses.push(entry.data);
      else skipped++;
    } else skipped++;
  }
  return { operations, accesses, skipped };
}
