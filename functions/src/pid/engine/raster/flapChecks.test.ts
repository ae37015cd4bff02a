import { describe, expect, it } from 'vitest';
import type { Segment } from '../types.ts';
import { findFlapChecks } from './flapChecks.ts';
import { blankPage } from './testDraw.ts';

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
  dashed: false,
  width: 4,
});

describe('swing check valves drawn as a flap between two bars', () => {
  it('finds |/| on a pipe, and neither a letter N off a pipe nor a box with a cross', () => {
    const page = blankPage(700, 300);
    const mm = 10;
    // A flap check on a pipe at y 100: bars at x 200 and 260 (40 high), the flap from foot to head.
    page.line({ x: 100, y: 100 }, { x: 200, y: 100 });
    page.line({ x: 260, y: 100 }, { x: 360, y: 100 });
    page.line({ x: 200, y: 80 }, { x: 200, y: 120 });
    page.line({ x: 260, y: 80 }, { x: 260, y: 120 });
    page.line({ x: 200, y: 120 }, { x: 260, y: 80 });
    // A large N with no pipe.
    page.line({ x: 450, y: 60 }, { x: 450, y: 100 });
    page.line({ x: 500, y: 60 }, { x: 500, y: 100 });
    page.line({ x: 450, y: 60 }, { x: 500, y: 100 });
    // A box with a cross on a pipe at y 220.
    page.line({ x: 100, y: 220 }, { x: 200, y: 220 });
    page.line({ x: 260, y: 220 }, { x: 360, y: 220 });
    for (const [a, b] of [
      [
        { x: 200, y: 200 },
        { x: 260, y: 200 },
      ],
      [
        { x: 200, y: 240 },
        { x: 260, y: 240 },
      ],
      [
        { x: 200, y: 200 },
        { x: 200, y: 240 },
      ],
      [
        { x: 260, y: 200 },
        { x: 260, y: 240 },
      ],
      [
        { x: 200, y: 200 },
        { x: 260, y: 240 },
      ],
      [
        { x: 200, y: 240 },
        { x: 260, y: 200 },
      ],
    ] as const)
      page.line(a, b);
    const strokes = [
      seg(200, 80, 200, 120),
      seg(260, 80, 260, 120),
      seg(450, 60, 450, 100),
      seg(500, 60, 500, 100),
      seg(200, 200, 200, 240),
      seg(260, 200, 260, 240),
    ];
    const { boxes, polygons } = findFlapChecks(page.bin, 700, 300, strokes, mm, []);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ x: 200, y: 80, h: 40 });
    // The far bar is found within the stroke's width of where it is drawn.
    expect(Math.abs((boxes[0]?.w ?? 0) - 60)).toBeLessThanOrEqual(5);
    // Handed on as a bow-tie with one half filled: the recogniser's check valve.
    expect(polygons.map((p) => p.filled)).toEqual([true, false]);
  });
});
