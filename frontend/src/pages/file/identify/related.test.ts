import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import { describe, expect, it } from 'vitest';
import { relationsOf } from './related.ts';

const row = (id: string, type: PidDetailRow['type'], tag: string, parentId = '0'): PidDetailRow => ({
  id,
  pfileId: 'f',
  pageNum: 1,
  type,
  category: '',
  tag,
  box: { x: 0, y: 0, w: 1, h: 1 },
  confidence: 1,
  fields: {},
  parentId,
});

describe('relationsOf', () => {
  const line = row('l', 'line', '2"-P-101-A1');
  const valve = row('v', 'valve', 'FV-101', 'l');
  const ft = row('i', 'instrument', 'FT-101', 'l');
  const fic = row('c', 'instrument', 'FIC-101');
  const other = row('o', 'instrument', 'PI-7');
  const rows = [line, valve, ft, fic, other];
  const tree = {
    pageNum: 1,
    pipelines: [],
    unconnected: [],
    loops: [{ loopNumber: 'F-101', tags: ['FV-101', 'FT-101', 'FIC-101'] }],
  };

  it('finds the pipe run and the loop of an item', () => {
    const rel = relationsOf(valve, rows, tree);
    expect(rel.pipeline?.id).toBe('l');
    expect(rel.pipelineItems.map((r) => r.id)).toEqual(['l', 'i']);
    expect(rel.loop?.loopNumber).toBe('F-101');
    expect(rel.loopItems.map((r) => r.id)).toEqual(['i', 'c']);
  });

  it('gives a line number its items, and an unconnected item nothing', () => {
    expect(relationsOf(line, rows, tree).pipelineItems.map((r) => r.id)).toEqual(['v', 'i']);
    const rel = relationsOf(other, rows, tree);
    expect(rel.pipeline).toBeNull();
    expect(rel.loop).toBeNull();
  });
});
