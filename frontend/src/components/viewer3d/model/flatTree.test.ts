import { describe, expect, it } from 'vitest';
import { ancestorsOf, flattenTree } from './flatTree.ts';
import { node, sampleTree } from './testTree.ts';

describe('flattenTree', () => {
  const flat = flattenTree(sampleTree());
  const ids = flat.nodes.map((n) => n.id);

  it('lists the nodes in pre-order with parents and depths', () => {
    expect(ids).toEqual(['site', 'building', 'L1', 'w1', 'w2', 'L2', 'w3', 'slab']);
    expect([...flat.parent]).toEqual([-1, 0, 1, 2, 2, 1, 5, 0]);
    expect([...flat.depth]).toEqual([0, 1, 2, 3, 3, 2, 3, 1]);
  });

  it('gives every node the end of its contiguous subtree', () => {
    expect([...flat.end]).toEqual([8, 7, 5, 4, 5, 7, 7, 8]);
    const l1 = flat.indexOf.get('L1')!;
    expect(ids.slice(l1 + 1, flat.end[l1])).toEqual(['w1', 'w2']);
  });

  it('maps ids to indices, first node winning on a repeated id', () => {
    const repeated = flattenTree({ root: node('a', [node('x'), node('x')]) });
    expect(repeated.indexOf.get('x')).toBe(1);
    expect(flat.indexOf.get('w3')).toBe(6);
  });

  it('builds lower-case search text from name, id and type', () => {
    expect(flat.searchText[flat.indexOf.get('L2')!]).toContain('ifcbuildingstorey');
    expect(flat.searchText[flat.indexOf.get('L2')!]).toContain('name l2');
  });

  it('walks ancestors nearest first', () => {
    expect(ancestorsOf(flat, flat.indexOf.get('w3')!).map((i) => ids[i])).toEqual(['L2', 'building', 'site']);
  });

  it('flattens a deep chain without recursion', () => {
    let deep = node('leaf');
    for (let i = 0; i < 20_000; i++) deep = node(`n${i}`, [deep]);
    const chain = flattenTree({ root: deep });
    expect(chain.size).toBe(20_001);
    expect(chain.end[0]).toBe(20_001);
  });
});
