import { describe, expect, it } from 'vitest';
import type { PageGraphics } from '../engine/index.ts';
import type { DetailItem } from './drawing.ts';
import { countsAfter } from './edits.ts';
import { treeRows } from './exportTree.ts';
import { wordsIn } from './pageData.ts';
import { pageRuns, topoStatusOf } from './topology.ts';

const row = (
  id: string,
  kind: string,
  box: DetailItem['box'],
  extra: Partial<DetailItem> = {},
): DetailItem => ({
  projectId: 'p',
  fileId: 'f',
  runId: 'r',
  kind,
  seq: `00001#${id}`,
  id,
  page: 1,
  category: '',
  tag: id.toUpperCase(),
  box,
  confidence: 1,
  fields: {},
  parentId: '0',
  ...extra,
});

const graphics = (over: Partial<PageGraphics>): PageGraphics => ({
  kind: 'vector',
  width: 400,
  height: 200,
  unitsPerMm: 1,
  texts: [],
  segments: [],
  circles: [],
  polygons: [],
  ...over,
});

describe('P&ID corrections: pure parts', () => {
  it('recounts the types once an edit is applied (a retype moves one count)', () => {
    const a = row('a', 'valve', { x: 0, y: 0, w: 1, h: 1 });
    const b = row('b', 'line', { x: 0, y: 0, w: 1, h: 1 });
    expect(countsAfter([a, b], { put: [], remove: [] })).toEqual({ valve: 1, line: 1 });
    expect(countsAfter([a, b], { remove: [a], put: [{ ...a, kind: 'instrument' }] })).toEqual({
      instrument: 1,
      line: 1,
    });
    expect(countsAfter([a, b], { remove: [b], put: [{ ...a, parentId: '0' }] })).toEqual({ valve: 1 });
  });

  it('reads the words inside a box in reading order, horizontal and bottom-up', () => {
    const page = graphics({
      texts: [
        { text: '101', box: { x: 10, y: 20, w: 10, h: 5 }, angle: 0, confidence: 1 },
        { text: 'FIC', box: { x: 10, y: 10, w: 10, h: 5 }, angle: 0, confidence: 1 },
        { text: 'A', box: { x: 22, y: 20, w: 4, h: 5 }, angle: 0, confidence: 1 },
        { text: 'FAR', box: { x: 300, y: 20, w: 10, h: 5 }, angle: 0, confidence: 1 },
      ],
    });
    expect(wordsIn(page, { x: 5, y: 5, w: 30, h: 30 })).toBe('FIC 101 A');
    const vertical = graphics({
      texts: [
        { text: 'B', box: { x: 10, y: 10, w: 5, h: 10 }, angle: 90, confidence: 1 },
        { text: 'A', box: { x: 10, y: 30, w: 5, h: 10 }, angle: 90, confidence: 1 },
      ],
    });
    expect(wordsIn(vertical, { x: 0, y: 0, w: 50, h: 50 })).toBe('A B');
    expect(wordsIn(null, { x: 0, y: 0, w: 50, h: 50 })).toBe('');
  });

  it('joins the items a labelled line reaches, through a valve, to the label’s run', () => {
    const page = graphics({
      segments: [
        { a: { x: 0, y: 50 }, b: { x: 90, y: 50 }, dashed: false, width: 0.5 },
        { a: { x: 110, y: 50 }, b: { x: 200, y: 50 }, dashed: false, width: 0.5 },
        { a: { x: 300, y: 150 }, b: { x: 390, y: 150 }, dashed: false, width: 0.5 },
      ],
    });
    const rows = [
      row('line1', 'line', { x: 30, y: 43, w: 40, h: 5 }),
      row('line1b', 'line', { x: 140, y: 43, w: 40, h: 5 }, { tag: 'LINE1' }),
      row('v1', 'valve', { x: 90, y: 45, w: 20, h: 10 }),
      row('e1', 'equipment', { x: 200, y: 30, w: 60, h: 40 }),
      row('e2', 'equipment', { x: 330, y: 160, w: 30, h: 30 }),
    ];
    const runs = pageRuns(page, rows);
    expect(runs.get('v1')).toBe('line1');
    expect(runs.get('e1')).toBe('line1');
    expect(runs.get('e2')).toBe('0');
    expect(runs.has('line1')).toBe(false);
  });

  it('lists each run with its items, then the items on no run', () => {
    const line = row('l', 'line', { x: 0, y: 0, w: 1, h: 1 }, { tag: 'L-1' });
    const empty = row('m', 'line', { x: 0, y: 0, w: 1, h: 1 }, { tag: 'L-2' });
    const item = row('v', 'valve', { x: 0, y: 0, w: 1, h: 1 }, { parentId: 'l' });
    const loose = row('e', 'equipment', { x: 0, y: 0, w: 1, h: 1 }, { parentId: 'gone' });
    expect(treeRows([loose, item, empty, line]).map((r) => [r.line, r.item?.id ?? null])).toEqual([
      ['L-1', 'v'],
      ['L-2', null],
      ['', 'e'],
    ]);
  });

  it('says whether the topology is current with the edits', () => {
    expect(topoStatusOf({}).status).toBe('never');
    expect(topoStatusOf({ topoTime: 't', topoVersion: 3, editVersion: 3 }).status).toBe('current');
    expect(topoStatusOf({ topoTime: 't', topoVersion: 3, editVersion: 4 }).status).toBe('stale');
  });
});
