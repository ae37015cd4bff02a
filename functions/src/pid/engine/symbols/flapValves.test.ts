import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../../rules/index.ts';
import { recognisePage } from '../recognise.ts';
import { tagMatcherOf } from '../rulesMatcher.ts';
import type { PageGraphics, Segment, TextToken } from '../types.ts';

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
  dashed: false,
  width: 0.3,
});
const word = (text: string, x: number, y: number): TextToken => ({
  text,
  box: { x, y, w: 6, h: 2.5 },
  angle: 0,
  confidence: 1,
});

describe('swing check valves drawn as a flap between two bars', () => {
  it('reads |\\| on a pipe as a check valve with its tag, drawn twice or once, and not a box with a diagonal', () => {
    const flap = (x: number, y: number) => [
      seg(x - 20, y, x, y),
      seg(x, y - 4, x, y + 4),
      seg(x, y - 4, x + 8, y + 4),
      seg(x + 8, y - 4, x + 8, y + 4),
      seg(x + 8, y, x + 28, y),
    ];
    const page: PageGraphics = {
      kind: 'vector',
      width: 300,
      height: 200,
      unitsPerMm: 1,
      texts: [word('NRV-101', 48, 36), word('CK-7', 148, 36), word('XV-9', 248, 36)],
      segments: [
        ...flap(50, 40),
        // The same valve written twice, as some PDF writers do.
        ...flap(150, 40),
        ...flap(150, 40).slice(1, 4),
        // A box with a diagonal: its long edges are drawn.
        ...flap(250, 40),
        seg(250, 36, 258, 36),
        seg(250, 44, 258, 44),
      ],
      circles: [],
      polygons: [],
    };
    const result = recognisePage(page, { matcher: tagMatcherOf(compileRuleSet(defaultRuleSet())) });
    const checks = result.details.filter((d) => d.type === 'valve');
    expect(checks.map((d) => [d.category, d.tag])).toEqual([
      ['check', 'NRV-101'],
      ['check', 'CK-7'],
    ]);
  });
});
