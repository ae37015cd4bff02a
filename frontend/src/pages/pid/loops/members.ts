import type { PidDetailRow, TreePage } from '../../../api/pidDetails.ts';
import type { LoopRecord } from '../../../api/pidLoops.ts';

/** The kinds of item a loop may hold (the server's loop members). */
const MEMBER_TYPES = new Set(['instrument', 'valve']);

export interface FreeTag {
  tag: string;
  type: PidDetailRow['type'];
  /** The first drawn item with this tag: selecting the tag shows it. */
  detailId: string;
  pageNum: number;
}

/** Every row of the drawing's tree: the runs' line numbers, the items they join and the items on none. */
export function treeRows(tree: readonly TreePage[]): PidDetailRow[] {
  return tree.flatMap((p) => [...p.pipelines.flatMap((run) => [run, ...run.children]), ...p.unconnected]);
}

/** Tagged instruments and valves of the drawing that no loop holds, one per tag, by tag. */
export function unassignedTags(tree: readonly TreePage[], loops: readonly LoopRecord[]): FreeTag[] {
  const held = new Set(loops.flatMap((l) => l.members.map((m) => m.tag)));
  const free = new Map<string, FreeTag>();
  for (const row of treeRows(tree)) {
    const tag = row.tag.trim();
    if (!tag || !MEMBER_TYPES.has(row.type) || held.has(tag) || free.has(tag)) continue;
    free.set(tag, { tag, type: row.type, detailId: row.id, pageNum: row.pageNum });
  }
  return [...free.values()].sort((a, b) => a.tag.localeCompare(b.tag, undefined, { numeric: true }));
}

/** The loop's tags with one more (a tag dragged in joins the ones it holds). */
export const withTag = (loop: LoopRecord, tag: string) =>
  loop.members.some((m) => m.tag === tag)
    ? loop.members.map((m) => m.tag)
    : [...loop.members.map((m) => m.tag), tag];

/** The drag payload's type: a tag leaving the unassigned list for a loop. */
export const TAG_DRAG_TYPE = 'application/x-loopline-pid-tag';
