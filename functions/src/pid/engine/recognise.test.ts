import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../rules/index.ts';
import type { TagMatcher } from './classify.ts';
import { recognisePage } from './recognise.ts';
import { tagMatcherOf } from './rulesMatcher.ts';
import type { PageGraphics, Point, Segment, TextToken } from './types.ts';

const line = (x1: number, y1: number, x2: number, y2: number, dashed = false): Segment => ({
  a: { x: x1, y: y1 },
  b: { x: x2, y: y2 },
  dashed,
  width: 1,
});
const word = (text: string, x: number, y: number, w = 14, h = 3): TextToken => ({
  text,
  box: { x, y, w, h },
  angle: 0,
  confidence: 1,
});
const P = (x: number, y: number): Point => ({ x, y });

const matcher: TagMatcher = {
  match(kind, text) {
    const patterns = {
      line: /^\d+"-[A-Z]+-\d+-\w+$/,
      instrument: /^[A-Z]{2,4}-\d+$/,
      valve: /^[A-Z]{2,4}-\d+$/,
      equipment: /^[A-Z]-\d+[A-Z]?$/,
    };
    return patterns[kind].test(text) ? { tag: text, fields: {} } : null;
  },
};

/** A vessel, a line through a gate valve to an off-page connector, a transmitter on the line. Units are mm. */
const page: PageGraphics = {
  kind: 'vector',
  width: 200,
  height: 120,
  unitsPerMm: 1,
  texts: [
    word('V-1', 12, 85, 8),
    word('6"-P-1-A', 60, 45, 20),
    word('HV-2', 36, 57, 10),
    word('FT', 70, 24, 5),
    word('7', 71, 29, 3),
    word('PID-9', 152, 50, 12),
  ],
  segments: [line(30, 50, 42, 50), line(48, 50, 150, 50), line(75, 35, 75, 50)],
  circles: [{ c: P(75, 28), r: 6, filled: false }],
  polygons: [
    { points: [P(10, 30), P(30, 30), P(30, 80), P(10, 80)], filled: false },
    { points: [P(42, 47), P(45, 50), P(42, 53)], filled: false },
    { points: [P(48, 47), P(45, 50), P(48, 53)], filled: false },
    { points: [P(150, 46), P(166, 46), P(170, 50), P(166, 54), P(150, 54)], filled: false },
  ],
};

describe('recognisePage', () => {
  it('finds the symbols and what the line number joins', () => {
    const r = recognisePage(page, { matcher });
    const tags = Object.fromEntries(r.details.map((d) => [d.tag, d.type]));
    expect(tags).toMatchObject({
      'V-1': 'equipment',
      'HV-2': 'valve',
      'FT-7': 'instrument',
      'PID-9': 'offPage',
      '6"-P-1-A': 'line',
    });
    expect(r.pipelines).toEqual([
      expect.objectContaining({ lineNumber: '6"-P-1-A', connected: ['FT-7', 'HV-2', 'PID-9', 'V-1'] }),
    ]);
    expect(r.index).toEqual([
      expect.objectContaining({ tag: 'FT-7', loopNumber: 'F-7', lineNumber: '6"-P-1-A' }),
    ]);
    expect(r.svg).toContain('data-tag="HV-2"');
  });
});

describe('a bubble with function letters alone', () => {
  const rules = tagMatcherOf(compileRuleSet(defaultRuleSet()));
  const lone = (kind: PageGraphics['kind'], text: string): PageGraphics => ({
    kind,
    width: 100,
    height: 100,
    unitsPerMm: 1,
    texts: [word(text, 46, 48, 8)],
    segments: [],
    circles: [{ c: P(50, 50), r: 6, filled: false }],
    polygons: [],
  });
  const instruments = (page: PageGraphics) =>
    recognisePage(page, { matcher: rules })
      .details.filter((d) => d.type === 'instrument')
      .map((d) => d.tag);

  it('is an instrument on a vector page when the rules read the letters as a function', () => {
    expect(instruments(lone('vector', 'SC'))).toEqual(['SC']);
    expect(instruments(lone('vector', 'NOTE'))).toEqual([]);
  });

  it('is no tag on a scan, where the number more likely went missing in OCR', () => {
    expect(instruments(lone('raster', 'SC'))).toEqual([]);
  });
});
