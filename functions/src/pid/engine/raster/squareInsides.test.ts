import { describe, expect, it } from 'vitest';
import { insideSquaresOnly, instrumentSquares, squareInside } from './squareInsides.ts';
import { blankPage } from './testDraw.ts';

const square = (x: number, y: number, s: number) => ({
  points: [
    { x, y },
    { x: x + s, y },
    { x: x + s, y: y + s },
    { x, y: y + s },
  ],
  filled: false,
});

describe('instrument boxes drawn as squares', () => {
  it('takes squares of bubble size without a ring inside', () => {
    const mm = 10;
    const boxes = instrumentSquares(
      [square(0, 0, 80), square(200, 0, 80), square(400, 0, 30), square(600, 0, 250)],
      [{ c: { x: 240, y: 40 }, r: 35, filled: false }],
      mm,
    );
    expect(boxes).toEqual([{ x: 0, y: 0, w: 80, h: 80 }]);
  });

  it('reads inside the sides with a corner-to-corner diagonal made paper, letters kept', () => {
    const page = blankPage(120, 120);
    const b = { x: 10, y: 10, w: 100, h: 100 };
    for (const [a, c] of [
      [
        { x: 10, y: 10 },
        { x: 110, y: 10 },
      ],
      [
        { x: 110, y: 10 },
        { x: 110, y: 110 },
      ],
      [
        { x: 110, y: 110 },
        { x: 10, y: 110 },
      ],
      [
        { x: 10, y: 110 },
        { x: 10, y: 10 },
      ],
      [
        { x: 10, y: 110 },
        { x: 110, y: 10 },
      ],
    ] as const)
      page.line(a, c, 3);
    // A letter's stroke in the upper left, clear of the diagonal.
    page.line({ x: 25, y: 25 }, { x: 25, y: 45 }, 3);
    const out = insideSquaresOnly({ width: 120, height: 120, data: page.bin }, [b], 0, (v) => v === 1, 5);
    const inside = squareInside(b);
    let ink = 0;
    for (let y = Math.ceil(inside.y); y < inside.y + inside.h; y++)
      for (let x = Math.ceil(inside.x); x < inside.x + inside.w; x++) ink += out[y * 120 + x] as number;
    // Only the letter stroke is left: 3 px wide, 21 long.
    expect(ink).toBeGreaterThan(40);
    expect(ink).toBeLessThan(80);
    expect(out[60 * 120 + 60]).toBe(0);
  });
});
