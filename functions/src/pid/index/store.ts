import { pidIndexValue } from '../../entities/pidIndexValue.ts';
import type { RunKey } from '../loops/store.ts';
import type { IndexValues } from './rows.ts';

const keyOf = (r: RunKey) => ({ projectId: r.projectId, fileId: r.fileId, runId: r.runId });

/** What people wrote into the run's index, by tag. */
export async function indexValuesOf(run: RunKey): Promise<Map<string, IndexValues>> {
  const out = await pidIndexValue.query.byFile(keyOf(run)).go({ pages: 'all', consistent: true });
  return new Map(out.data.map((v) => [v.tag, (v.values ?? {}) as IndexValues]));
}

/**
 * Merges edits into the stored values (a field left out keeps its value). `current` is what
 * `indexValuesOf` read; the rows were all checked before this writes any.
 */
export async function writeIndexValues(
  run: RunKey,
  current: Map<string, IndexValues>,
  edits: { tag: string; values: IndexValues }[],
) {
  const updateTime = new Date().toISOString();
  const merged = new Map<string, IndexValues>();
  for (const e of edits) merged.set(e.tag, { ...(merged.get(e.tag) ?? current.get(e.tag)), ...e.values });
  const items = [...merged].map(([tag, values]) => ({ ...keyOf(run), tag, values, updateTime }));
  if (items.length) await pidIndexValue.put(items).go();
}
