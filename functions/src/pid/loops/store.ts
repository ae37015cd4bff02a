import { conditionFailed } from '../../entities/errors.ts';
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

/** A new loop; the number is the key, so a taken number is refused by the write itself (409). */
export async function createLoop(
  d: Drawing,
  loop: { loopNum: string; tags: string[]; description: string; source: 'user' | 'recognised' },
) {
  try {
    const out = await pidLoop
      .create({ ...keyOf(d), ...loop, id: sortableId(), updateTime: new Date().toISOString() })
      .go();
    return out.data;
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('pid.loop.numTaken', { loopNum: loop.loopNum });
    throw error;
  }
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

/** Renumbers a loop in one transaction: the old key goes (it must still be this loop), the new one must be free. */
export async function renumberLoop(d: Drawing, loop: LoopItem, loopNum: string) {
  const updateTime = new Date().toISOString();
  try {
    await transactWrite({
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
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
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
