import { conditionFailed } from '../../entities/errors.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { pidLoop } from '../../entities/pidLoop.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../../entities/transaction.ts';
import { sortableId } from '../../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Drawing } from './drawing.ts';
import { mergePageLoops } from './rules.ts';

export type LoopItem = Awaited<ReturnType<typeof loopsOf>>[number];

/** One run of a drawing: where its loops are. */
export type RunKey = Pick<Drawing, 'projectId' | 'fileId' | 'runId'>;

const keyOf = (d: RunKey) => ({ projectId: d.projectId, fileId: d.fileId, runId: d.runId });

/** Every loop of the drawing's run, by number. */
export async function loopsOf(d: Drawing) {
  const out = await pidLoop.query.byFile(keyOf(d)).go({ pages: 'all', consistent: true });
  return out.data;
}

export function loopById(loops: LoopItem[], id: string): LoopItem {
  const loop = loops.find((l) => l.id === id);
  if (!loop) throw new NotFoundError('pid.loop.notFound');
  return loop;
}

/** The drawing's loop version (0 before the first versioned write): read before the loops it orders. */
export async function loopVersionOf(d: Drawing): Promise<number> {
  const record = (await pidFile.get({ projectId: d.projectId, fileId: d.fileId }).go({ consistent: true }))
    .data;
  return record?.loopVersion ?? 0;
}

/** The version step of a loop write: only from the version read, and only for the run the loops belong to. */
function versionStep(d: Drawing, version: number) {
  return txItem(
    pidFile
      .update({ projectId: d.projectId, fileId: d.fileId })
      .set({ loopVersion: version + 1 })
      .where((a, o) => {
        const run = o.eq(a.runId, d.runId);
        return version === 0
          ? `${run} AND (${o.notExists(a.loopVersion)} OR ${o.eq(a.loopVersion, 0)})`
          : `${run} AND ${o.eq(a.loopVersion, version)}`;
      }),
  );
}

/**
 * A loop write that adds tags, with the version step in one transaction. Null when another loop write (or a
 * new run) came first: the caller checks the tags again against the loops as they are now. `loopFailed` says
 * what a refused condition on the loop item itself means.
 */
async function versionedWrite(
  d: Drawing,
  version: number,
  loop: ReturnType<typeof txItem>,
  loopFailed: () => Error,
): Promise<boolean> {
  try {
    await transactWrite({ version: versionStep(d, version), loop });
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    // A version that moved (or a transaction that collided with another on the record): plan again.
    if (error.failedOn('version') || !error.conditionsOnly) return false;
    throw loopFailed();
  }
}

/** A new loop ordered after every other loop write of the drawing; null when one came first. */
export async function createLoopAt(
  d: Drawing,
  version: number,
  loop: { loopNum: string; tags: string[]; description: string; source: 'user' | 'recognised' },
): Promise<LoopItem | null> {
  const item = { ...keyOf(d), ...loop, id: sortableId(), updateTime: new Date().toISOString() };
  const written = await versionedWrite(
    d,
    version,
    txItem(pidLoop.create(item)),
    () => new ConflictError('pid.loop.numTaken', { loopNum: loop.loopNum }),
  );
  return written ? (item as LoopItem) : null;
}

/** A loop's tags and/or description changed, ordered after every other loop write; null when one came first. */
export async function patchLoopAt(
  d: Drawing,
  version: number,
  loop: LoopItem,
  set: { tags?: string[]; description?: string },
): Promise<LoopItem | null> {
  const changed = { ...set, updateTime: new Date().toISOString() };
  const written = await versionedWrite(
    d,
    version,
    txItem(
      pidLoop
        .patch({ ...keyOf(d), loopNum: loop.loopNum })
        .set(changed)
        .where((a, o) => o.eq(a.id, loop.id)),
    ),
    () => new NotFoundError('pid.loop.notFound'),
  );
  return written ? { ...loop, ...changed } : null;
}

/** Changes a loop's tags and/or description; 404 when it went meanwhile. */
export async function patchLoop(d: Drawing, loop: LoopItem, set: { tags?: string[]; description?: string }) {
  try {
    const out = await pidLoop
      .patch({ ...keyOf(d), loopNum: loop.loopNum })
      .set({ ...set, updateTime: new Date().toISOString() })
      .where((a, o) => o.eq(a.id, loop.id))
      .go({ response: 'all_new' });
    return out.data;
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pid.loop.notFound');
    throw error;
  }
}

/**
 * Renumbers a loop in one transaction: the old key goes (it must still be this loop), the new one must be
 * free, and the loop version steps (the tags copied are the ones read); null when another loop write came first.
 */
export async function renumberLoopAt(d: Drawing, version: number, loop: LoopItem, loopNum: string) {
  const updateTime = new Date().toISOString();
  try {
    await transactWrite({
      version: versionStep(d, version),
      old: txItem(
        pidLoop.delete({ ...keyOf(d), loopNum: loop.loopNum }).where((a, o) => o.eq(a.id, loop.id)),
      ),
      renumbered: txItem(
        pidLoop.create({
          ...keyOf(d),
          loopNum,
          id: loop.id,
          tags: loop.tags ?? [],
          description: loop.description ?? '',
          source: loop.source ?? 'user',
          updateTime,
        }),
      ),
    });
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.failedOn('version') || !error.conditionsOnly) return null;
    if (error.failedOn('renumbered')) throw new ConflictError('pid.loop.numTaken', { loopNum });
    throw new NotFoundError('pid.loop.notFound');
  }
}

export async function removeLoop(d: Drawing, loop: LoopItem) {
  try {
    await pidLoop
      .delete({ ...keyOf(d), loopNum: loop.loopNum })
      .where((a, o) => o.eq(a.id, loop.id))
      .go({ response: 'none' });
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pid.loop.notFound');
    throw error;
  }
}

/**
 * The run's loops as recognition formed them on its pages (the Finish stage, before the run is 90). Keyed
 * by number, so a retried Finish writes the same loops again.
 */
export async function seedRunLoops(
  run: RunKey,
  pages: { loops?: { loopNumber: string; tags: string[] }[] }[],
) {
  const loops = mergePageLoops(pages);
  const updateTime = new Date().toISOString();
  const items = loops.map((l) => ({
    ...keyOf(run),
    ...l,
    id: sortableId(),
    description: '',
    source: 'recognised',
    updateTime,
  }));
  if (items.length) await pidLoop.put(items).go();
}
