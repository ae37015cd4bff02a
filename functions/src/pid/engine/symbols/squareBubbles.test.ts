import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../../rules/index.ts';
import { recognisePage } from '../recognise.ts';
import { tagMatcherOf } from '../rulesMatcher.ts';
import type { PageGraphics, Polygon, TextToken } from '../types.ts';

const word = (text: string, x: number, y: number, w = 5, h = 2.5): TextToken => ({
  text,
  box: { x, y, w, h },
  angle: 0,
  confidence: 1,
});
const square = (x: number, y: number, s: number): Polygon => ({
  points: [
    { x, y },
    { x: x + s, y },
    { x: x + s, y: y + s },
    { x, y: y + s },
  ],
  filled: false,
});

describe('instrument boxes drawn as squares', () => {
  it('reads letters over a number in a bubble-sized square as an instrument, not a one-line tag in a box', () => {
    const page: PageGraphics = {
      kind: 'vector',
      width: 200,
      height: 100,
      unitsPerMm: 1,
      texts: [word('FY', 21.5, 22), word('101', 24, 27), word('TK-301', 71, 25, 8)],
      segments: [{ a: { x: 20, y: 30 }, b: { x: 30, y: 20 }, dashed: false, width: 0.25 }],
      circles: [],
      polygons: [square(20, 20, 10), square(70, 20, 10)],
    };
    const result = recognisePage(page, { matcher: tagMatcherOf(compileRuleSet(defaultRuleSet())) });
    const instruments = result.details.filter((d) => d.type === 'instrument');
    expect(instruments.map((d) => [d.tag, d.category])).toEqual([['FY-101', 'shared']]);
    expect(result.details.some((d) => d.tag === 'TK-301' && d.type === 'instrument')).toBe(false);
  });
});
