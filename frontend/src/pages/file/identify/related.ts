import type { PidDetailRow, TreePage } from '../../../api/pidDetails.ts';

export interface Relations {
  /** The line number of the pipe run the item is on (the item itself for a line number). */
  pipeline: PidDetailRow | null;
  /** Every other item on that pipe run. */
  pipelineItems: PidDetailRow[];
  loop: { loopNumber: string; tags: string[] } | null;
  /** Items of the loop found on this page. */
  loopItems: PidDetailRow[];
}

/** What the selected item belongs to, from the page's rows (parentId) and the page's loops (the tree). */
export function relationsOf(
  selected: PidDetailRow,
  rows: PidDetailRow[],
  tree: TreePage | undefined,
): Relations {
  const pipeline =
    selected.type === 'line'
      ? selected
      : (rows.find((r) => r.id === selected.parentId && r.type === 'line') ?? null);
  const pipelineItems = pipeline
    ? rows.filter((r) => r.id !== selected.id && (r.parentId === pipeline.id || r.id === pipeline.id))
    : [];
  const loop = selected.tag ? (tree?.loops.find((l) => l.tags.includes(selected.tag)) ?? null) : null;
  const loopItems = loop
    ? rows.filter((r) => r.id !== selected.id && r.tag && loop.tags.includes(r.tag))
    : [];
  return { pipeline, pipelineItems, loop, loopItems };
}
