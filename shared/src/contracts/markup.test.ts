import { describe, expect, it } from 'vitest';
import { MARKUP_LIMITS, pageShapesSchema } from './markup.ts';

const rect = {
  id: 'a',
  annoType: 'rect',
  points: [
    { x: 0, y: 0 },
    { x: 5, y: 5 },
  ],
  stroke: '#f00',
  width: 2,
};
const ok = (shapes: unknown[]) => pageShapesSchema.safeParse(shapes).success;

describe('markup shapes', () => {
  it('takes every tool with its points', () => {
    expect(
      ok([
        rect,
        { ...rect, id: 'b', annoType: 'ellipse' },
        { ...rect, id: 'c', annoType: 'cloud' },
        { ...rect, id: 'd', annoType: 'arrow', stroke: 'rgba(0, 0, 255, 0.5)' },
        { ...rect, id: 'e', annoType: 'line', width: 10 },
        {
          ...rect,
          id: 'f',
          annoType: 'pen',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
            { x: 2, y: 1 },
          ],
        },
        { ...rect, id: 'g', annoType: 'text', points: [{ x: 3, y: 4 }], text: '注释', page: 3 },
      ]),
    ).toBe(true);
  });

  it('refuses unknown tools, widths outside 1–10, wrong point counts and odd colours', () => {
    expect(ok([{ ...rect, annoType: 'star' }])).toBe(false);
    expect(ok([{ ...rect, width: 0 }])).toBe(false);
    expect(ok([{ ...rect, width: 11 }])).toBe(false);
    expect(ok([{ ...rect, width: 2.5 }])).toBe(false);
    expect(ok([{ ...rect, points: [{ x: 0, y: 0 }] }])).toBe(false);
    expect(ok([{ ...rect, annoType: 'text', points: [{ x: 0, y: 0 }] }])).toBe(false);
    expect(ok([{ ...rect, stroke: 'red;background:url(x)' }])).toBe(false);
    expect(
      ok([
        {
          ...rect,
          points: [
            { x: Number.NaN, y: 0 },
            { x: 1, y: 1 },
          ],
        },
      ]),
    ).toBe(false);
    expect(ok([{ ...rect, extra: 1 }])).toBe(false);
  });

  it('bounds a page: shapes, points, text and unique ids', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...rect, id: `s${i}` }));
    expect(ok(many(MARKUP_LIMITS.shapesPerPage))).toBe(true);
    expect(ok(many(MARKUP_LIMITS.shapesPerPage + 1))).toBe(false);
    const pen = (id: string, n: number) => ({
      ...rect,
      id,
      annoType: 'pen',
      points: Array.from({ length: n }, (_, i) => ({ x: i, y: i })),
    });
    expect(ok([pen('p', MARKUP_LIMITS.pointsPerShape + 1)])).toBe(false);
    expect(ok([1, 2, 3, 4, 5].map((i) => pen(`p${i}`, MARKUP_LIMITS.pointsPerShape)))).toBe(false);
    expect(ok([{ ...rect, annoType: 'text', points: [{ x: 0, y: 0 }], text: 'x'.repeat(1001) }])).toBe(false);
    expect(ok([rect, rect])).toBe(false);
  });
});
