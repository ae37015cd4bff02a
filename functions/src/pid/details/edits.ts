import { PID_STATE } from '@loopline/shared';
import { pidDetail } from '../../entities/pidDetail.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../../entities/transaction.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { type DetailItem, type Drawing, drawingFor, rowsOf } from './drawing.ts';

/** Rows an edit writes (new or replaced, whole) and removes. A retype is a removal plus a put: the key holds the type. */
export interface RowChanges {
  put: DetailItem[];
  remove: DetailItem[];
}

/** What an edit plans from the rows as they are: the changes, what the caller is answered, record fields to set. */
export interface EditPlan<T> extends RowChanges {
  answer: T;
  record?: {
    reviewed?: boolean;
    threshold?: number;
    /** The drawing's own threshold goes (its project's applies again). */
    clearThreshold?: boolean;
    topoTime?: string;
    topoPages?: number[];
    topoJoined?: number;
    /** This write is a topology recompute: the version it leaves is the one the topology is current at. */
    topoVersionNext?: boolean;
  };
}

/** A transaction holds 100 items: the record plus 99 row writes. */
export const MAX_ROW_WRITES = 99;
/** Concurrent edits of one drawing each get this many plans before 409 (a person's edits rarely race more). */
const ATTEMPTS = 6;

const keyOf = (d: DetailItem) => `${d.runId}#${d.kind}#${d.seq}`;

/** Detail counts per type once the changes are applied (what the record's `counts` must say). */
export function countsAfter(rows: DetailItem[], changes: RowChanges): Record<string, number> {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  for (const r of changes.remove) byKey.delete(keyOf(r));
  for (const r of changes.put) byKey.set(keyOf(r), r);
  const counts: Record<string, number> = {};
  for (const r of byKey.values()) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
  return counts;
}

/**
 * The record's update: counts and version, only for the run, state and version the plan was made from.
 * A plan that writes no row (review mark, threshold) leaves counts and version alone: it needs no order.
 */
function recordWrite(drawing: Drawing, rows: DetailItem[], plan: EditPlan<unknown>) {
  const version = drawing.record.editVersion ?? 0;
  const { clearThreshold, topoVersionNext, ...set } = plan.record ?? {};
  // A plan that writes nothing (an item already off its run) still checks the version it read.
  const writesRows = plan.put.length + plan.remove.length > 0 || !!topoVersionNext;
  const nothing = !writesRows && !clearThreshold && Object.keys(set).length === 0;
  const touchesRows = writesRows || nothing;
  const versioned = touchesRows
    ? {
        counts: countsAfter(rows, plan),
        editVersion: nothing ? version : version + 1,
        ...(topoVersionNext ? { topoVersion: version + 1 } : {}),
      }
    : {};
  const key = { projectId: drawing.file.projectId, fileId: drawing.file.id };
  let op = pidFile.update(key).set({ ...set, ...versioned });
  if (clearThreshold) op = op.remove(['threshold']);
  return txItem(
    op.where((a, o) => {
      const run = `${o.eq(a.runId, drawing.record.runId)} AND ${o.eq(a.state, PID_STATE.identified as number)}`;
      if (!touchesRows) return run;
      return version === 0
        ? `${run} AND (${o.notExists(a.editVersion)} OR ${o.eq(a.editVersion, 0)})`
        : `${run} AND ${o.eq(a.editVersion, version)}`;
    }),
  );
}

/** Writes one plan: the rows and the record in one transaction. False when the record moved meanwhile. */
async function commit(drawing: Drawing, rows: DetailItem[], plan: EditPlan<unknown>): Promise<boolean> {
  if (plan.put.length + plan.remove.length > MAX_ROW_WRITES)
    throw new BadRequestError('pid.tooManyItems', { max: MAX_ROW_WRITES });
  const items: Record<string, ReturnType<typeof txItem>> = {
    record: recordWrite(drawing, rows, plan),
  };
  plan.remove.forEach((r, i) => {
    items[`remove${i}`] = txItem(
      pidDetail.delete({
        projectId: r.projectId,
        fileId: r.fileId,
        runId: r.runId,
        kind: r.kind,
        seq: r.seq,
      }),
    );
  });
  plan.put.forEach((r, i) => {
    items[`put${i}`] = txItem(pidDetail.put(r));
  });
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('record')) return false;
    throw error;
  }
}

/**
 * Runs an edit of a recognised drawing (editFile): reads the record and the rows, plans the change, and
 * writes the rows with the recounted record in one transaction conditioned on the version read. When
 * another edit (or a new run) got there first, the plan is made again from what is stored now.
 */
export async function editDrawing<T>(
  caller: Caller,
  projectId: string,
  pfileId: string,
  plan: (rows: DetailItem[], drawing: Drawing) => EditPlan<T> | Promise<EditPlan<T>>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const drawing = await drawingFor(caller, projectId, pfileId, 'editFile');
    const rows = await rowsOf(drawing);
    const planned = await plan(rows, drawing);
    if (await commit(drawing, rows, planned)) return planned.answer;
  }
  throw new ConflictError('pid.editConflict');
}
