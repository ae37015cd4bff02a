import { describe, expect, it } from 'vitest';
import { flattenTree } from './flatTree.ts';
import { sampleTree } from './testTree.ts';
import { initialExpanded, rowOf, rowWindow, searchTree, visibleRows } from './treeRows.ts';

const flat = flattenTree(sampleTree());
const at = (id: string) => flat.indexOf.get(id)!;
const ids = (rows: Int32Array) => [...rows].map((i) => flat.nodes[i].id);

describe('tree rows', () => {
  it('opens whole levels from the root while the list stays short', () => {
    expect(ids(visibleRows(flat, initialExpanded(flat), null))).toHaveLength(flat.size);
    expect(ids(visibleRows(flat, initialExpanded(flat, 4), null))).toEqual(['site', 'building', 'slab']);
    expect(ids(visibleRows(flat, initialExpanded(flat, 1), null))).toEqual(['site', 'building', 'slab']);
  });

  it('skips the subtree of collapsed nodes', () => {
    expect(ids(visibleRows(flat, new Set(), null))).toEqual(['site']);
    const expanded = new Set([at('site'), at('building'), at('L2')]);
    expect(ids(visibleRows(flat, expanded, null))).toEqual(['site', 'building', 'L1', 'L2', 'w3', 'slab']);
  });

  it('shows matches with their ancestors while searching, regardless of collapse', () => {
    const search = searchTree(flat, '  W3 ')!;
    expect(search.matchCount).toBe(1);
    expect(ids(visibleRows(flat, new Set(), search))).toEqual(['site', 'building', 'L2', 'w3']);
    expect(search.matched[at('L2')]).toBe(0);
  });

  it('matches type names and returns nothing for a blank query', () => {
    expect(searchTree(flat, 'storey')!.matchCount).toBe(2);
    expect(searchTree(flat, '   ')).toBeNull();
    expect(visibleRows(flat, new Set(), searchTree(flat, 'nothing like this')!)).toHaveLength(0);
  });

  it('renders only the rows in the scroll window', () => {
    expect(rowWindow(0, 300, 30, 50_000, 5)).toEqual([0, 16]);
    expect(rowWindow(30_000, 300, 30, 50_000, 5)).toEqual([995, 1016]);
    expect(rowWindow(1_499_700, 300, 30, 50_000, 5)).toEqual([49_985, 50_000]);
    expect(rowWindow(0, 300, 30, 3, 5)).toEqual([0, 3]);
  });

  it('finds the row of a node', () => {
    const rows = visibleRows(flat, initialExpanded(flat, 5), null);
    expect(ids(rows)).toEqual(['site', 'building', 'L1', 'L2', 'slab']);
    expect(rowOf(rows, at('L2'))).toBe(3);
    expect(rowOf(rows, at('w1'))).toBe(-1);
  });

  it('stays fast on 50 000 elements', () => {
    const children = Array.from({ length: 50_000 }, (_, i) => ({
      id: `e${i}`,
      name: `Wall ${i}`,
      type: 'IfcWall',
      hasGeometry: true,
      children: [],
    }));
    const big = flattenTree({ root: { id: 'r', name: 'r', type: 'x', hasGeometry: false, children } });
    const started = performance.now();
    const search = searchTree(big, 'wall 4999');
    const rows = visibleRows(big, new Set([0]), search);
    expect(rows.length).toBe(12); // root + 4999 + 49990..49999
    expect(performance.now() - started).toBeLessThan(500);
  });
});
