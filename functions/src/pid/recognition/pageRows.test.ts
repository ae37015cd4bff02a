import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import { describe, expect, it } from 'vitest';
import { keptRows } from './pageRows.ts';

const row: PidDetailRow = {
  id: 'p1-a',
  pfileId: 'f',
  pageNum: 1,
  type: 'valve',
  category: '',
  tag: 'V-101',
  box: { x: 1, y: 2, w: 3, h: 4 },
  confidence: 0.9,
  fields: {},
  parentId: '0',
};

describe('a kept page rows snapshot', () => {
  const text = JSON.stringify({ editVersion: 3, rows: [row] });

  it('serves its rows at its own edit version only', () => {
    expect(keptRows(text, 3)).toEqual([row]);
    expect(keptRows(text, 4)).toBeNull();
    expect(keptRows(null, 3)).toBeNull();
  });

  it('is a miss, not a failure, when read half written or damaged', () => {
    // What a read meets while another request's PUT of the same key is under way on the local cloud.
    expect(keptRows('', 3)).toBeNull();
    expect(keptRows(text.slice(0, text.length / 2), 3)).toBeNull();
    expect(keptRows('null', 3)).toBeNull();
    expect(keptRows(JSON.stringify({ editVersion: 3 }), 3)).toBeNull();
  });
});
