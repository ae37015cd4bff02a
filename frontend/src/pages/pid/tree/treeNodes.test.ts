import { describe, expect, it } from 'vitest';
import type { PidDetailRow, TreePage } from '../../../api/pidDetails.ts';
import { branchIds, treeNodes } from './treeNodes.ts';

const row = (id: string, type: PidDetailRow['type'], pageNum = 1): PidDetailRow => ({
  id,
  pfileId: 'f',
  pageNum,
  type,
  category: '',
  tag: id.toUpperCase(),
  box: { x: 0, y: 0, w: 1, h: 1 },
  confidence: 1,
  fields: {},
  parentId: '0',
});

const page = (pageNum: number, unconnected: PidDetailRow[] = []): TreePage => ({
  pageNum,
  pipelines: [
    { ...row(`l${pageNum}`, 'line', pageNum), children: [row(`i${pageNum}`, 'instrument', pageNum)] },
  ],
  unconnected,
  loops: [],
});

describe('treeNodes', () => {
  it('puts line numbers at the top of a one-page drawing, then the items on no run', () => {
    const nodes = treeNodes([page(1, [row('v', 'valve')])]);
    expect(nodes.map((n) => [n.id, n.kind, n.children?.map((c) => c.id)])).toEqual([
      ['l1', 'run', ['i1']],
      ['unconnected-1', 'unconnected', ['v']],
    ]);
  });

  it('adds a level of pages for a drawing of several, and lists every branch for expand-all', () => {
    const nodes = treeNodes([page(1), page(2)]);
    expect(nodes.map((n) => [n.id, n.children?.map((c) => c.id)])).toEqual([
      ['page-1', ['l1']],
      ['page-2', ['l2']],
    ]);
    expect(branchIds(nodes)).toEqual(['page-1', 'l1', 'page-2', 'l2']);
  });

  it('is empty for a drawing without pages', () => {
    expect(treeNodes([])).toEqual([]);
  });
});
