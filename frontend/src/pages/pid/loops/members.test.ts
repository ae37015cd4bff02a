import { describe, expect, it } from 'vitest';
import type { PidDetailRow, TreePage } from '../../../api/pidDetails.ts';
import type { LoopRecord } from '../../../api/pidLoops.ts';
import { unassignedTags, withTag } from './members.ts';

const row = (id: string, type: PidDetailRow['type'], tag: string, pageNum = 1): PidDetailRow => ({
  id,
  pfileId: 'f',
  pageNum,
  type,
  category: '',
  tag,
  box: { x: 0, y: 0, w: 1, h: 1 },
  confidence: 1,
  fields: {},
  parentId: '0',
});

const loop = (loopNum: string, tags: string[]): LoopRecord => ({
  id: loopNum,
  pfileId: 'f',
  loopNum,
  description: '',
  source: 'user',
  members: tags.map((tag) => ({ tag, detailId: '', type: 'instrument', category: '', pageNum: 1 })),
  updateTime: '',
});

describe('unassignedTags', () => {
  const tree: TreePage[] = [
    {
      pageNum: 1,
      pipelines: [{ ...row('l1', 'line', '2"-P-101'), children: [row('a', 'instrument', 'FT-110')] }],
      unconnected: [row('b', 'valve', 'FV-110'), row('c', 'equipment', 'P-101'), row('d', 'instrument', '')],
      loops: [],
    },
    {
      pageNum: 2,
      pipelines: [],
      unconnected: [row('e', 'instrument', 'TT-9'), row('f', 'instrument', 'FT-110', 2)],
      loops: [],
    },
  ];

  it('lists tagged instruments and valves in no loop, once per tag, in tag order', () => {
    expect(unassignedTags(tree, []).map((t) => [t.tag, t.detailId])).toEqual([
      ['FT-110', 'a'],
      ['FV-110', 'b'],
      ['TT-9', 'e'],
    ]);
  });

  it('leaves out the tags a loop holds', () => {
    expect(unassignedTags(tree, [loop('110', ['FT-110', 'FV-110'])]).map((t) => t.tag)).toEqual(['TT-9']);
  });

  it('adds a tag to a loop once', () => {
    const l = loop('110', ['FT-110']);
    expect(withTag(l, 'FV-110')).toEqual(['FT-110', 'FV-110']);
    expect(withTag(l, 'FT-110')).toEqual(['FT-110']);
  });
});
