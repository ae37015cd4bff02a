import type { FlatTree } from './flatTree.ts';

/**
 * The rows the tree panel shows. The panel renders only the rows inside its scroll window
 * (`rowWindow`), so a 50k-element tree costs a few dozen DOM rows.
 */
export interface SearchResult {
  /** 1 where the node itself matches the query. */
  matched: Uint8Array;
  /** 1 where the node or a descendant matches (the node is shown to keep the path). */
  kept: Uint8Array;
  matchCount: number;
}

export function searchTree(flat: FlatTree, query: string): SearchResult | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const matched = new Uint8Array(flat.size);
  const kept = new Uint8Array(flat.size);
  let matchCount = 0;
  for (let i = flat.size - 1; i >= 0; i--) {
    if (flat.searchText[i].includes(needle)) {
      matched[i] = 1;
      kept[i] = 1;
      matchCount++;
    }
    const p = flat.parent[i];
    if (kept[i] && p >= 0) kept[p] = 1;
  }
  return { matched, kept, matchCount };
}

/**
 * Pre-order indices of the rows to show: children of collapsed nodes are skipped; while searching
 * only the matches and their ancestors are shown, all expanded.
 */
export function visibleRows(
  flat: FlatTree,
  expanded: ReadonlySet<number>,
  search: SearchResult | null,
): Int32Array {
  const rows = new Int32Array(flat.size);
  let count = 0;
  let i = 0;
  while (i < flat.size) {
    if (search && !search.kept[i]) {
      i = flat.end[i];
      continue;
    }
    rows[count++] = i;
    i = search || expanded.has(i) ? i + 1 : flat.end[i];
  }
  return rows.slice(0, count);
}

/**
 * The nodes expanded when a model opens: whole levels from the root down, as long as the list stays
 * within `maxRows` (the root is always open) — so project › site › building › storeys shows at once.
 */
export function initialExpanded(flat: FlatTree, maxRows = 60): Set<number> {
  const childrenBelow: number[] = [];
  for (let i = 1; i < flat.size; i++) {
    const d = flat.depth[flat.parent[i]];
    childrenBelow[d] = (childrenBelow[d] ?? 0) + 1;
  }
  let rows = 1;
  let openDepth = 0;
  while (openDepth < childrenBelow.length) {
    const added = childrenBelow[openDepth] ?? 0;
    if (openDepth > 0 && rows + added > maxRows) break;
    rows += added;
    openDepth++;
  }
  const expanded = new Set<number>();
  for (let i = 0; i < flat.size; i++) {
    if (flat.depth[i] < openDepth && flat.end[i] > i + 1) expanded.add(i);
  }
  return expanded;
}

/** The row range [start, end) to render for a scroll position, with `overscan` extra rows each side. */
export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  total: number,
  overscan = 8,
): [number, number] {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(total, first + visible + overscan);
  return [Math.min(start, end), end];
}

/** The position of a node among the rows (binary search: rows are in pre-order), or -1. */
export function rowOf(rows: Int32Array, index: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid] === index) return mid;
    if (rows[mid] < index) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
