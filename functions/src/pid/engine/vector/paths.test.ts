import { describe, expect, it } from 'vitest';
import { type OpCodes, onPage, pathsFromOperatorList } from './paths.ts';

const OPS: OpCodes = {
  save: 1,
  restore: 2,
  transform: 3,
  setLineWidth: 4,
  setDash: 5,
  constructPath: 6,
  paintFormXObjectBegin: 7,
  paintFormXObjectEnd: 8,
  endPath: 9,
  fill: 10,
  eoFill: 11,
  fillStroke: 12,
  eoFillStroke: 13,
  closeFillStroke: 14,
  closeEOFillStroke: 15,
  setFillRGBColor: 16,
};
const STROKE = 20;
const I: [number, number, number, number, number, number] = [1, 0, 0, 1, 0, 0];

describe('pathsFromOperatorList', () => {
  it('applies the transform stack to line segments and restores it', () => {
    const g = pathsFromOperatorList(
      [OPS.save, OPS.transform, OPS.constructPath, OPS.restore, OPS.constructPath],
      [
        null,
        [2, 0, 0, 2, 10, 0],
        [STROKE, [[0, 0, 0, 1, 5, 0]], null],
        null,
        [STROKE, [[0, 0, 0, 1, 5, 0]], null],
      ],
      OPS,
      I,
    );
    expect(g.segments.map((s) => [s.a.x, s.b.x])).toEqual([
      [10, 20],
      [0, 5],
    ]);
  });

  it('reads four unequal arcs as one circle and a dashed stroke as dashed', () => {
    const k = 0.5523 * 10;
    const arc = [
      0,
      10,
      0,
      2,
      10,
      k,
      k,
      10,
      0,
      10,
      2,
      -k,
      10,
      -10,
      k,
      -10,
      0,
      2,
      -10,
      -k,
      -k,
      -10,
      0,
      -10,
      2,
      k,
      -10,
      10,
      -k,
      10,
      0,
      4,
    ];
    const g = pathsFromOperatorList(
      [OPS.setDash, OPS.constructPath, OPS.setDash, OPS.constructPath],
      [
        [[3, 2], 0],
        [STROKE, [arc], null],
        [[], 0],
        [STROKE, [[0, 0, 0, 1, 5, 0]], null],
      ],
      OPS,
      I,
    );
    expect(g.circles).toHaveLength(1);
    expect(g.circles[0]?.r).toBeCloseTo(10, 0);
    expect(g.segments[0]?.dashed).toBe(false);
  });

  it('keeps closed straight paths as polygons; a white fill is a background, a black one solid', () => {
    const tri = [0, 0, 0, 1, 4, 2, 1, 0, 4, 4];
    const g = pathsFromOperatorList(
      [OPS.setFillRGBColor, OPS.constructPath, OPS.setFillRGBColor, OPS.constructPath],
      [
        ['#ffffff'],
        [OPS.fill, [tri], null],
        ['#000000'],
        [OPS.fill, [[0, 10, 0, 1, 14, 2, 1, 10, 4, 4]], null],
      ],
      OPS,
      I,
    );
    expect(g.polygons.map((p) => [p.points.length, p.filled])).toEqual([
      [3, false],
      [3, true],
    ]);
  });
});

describe('onPage', () => {
  it('drops geometry wholly outside the page and keeps what crosses its edge', () => {
    const seg = (x1: number, y1: number, x2: number, y2: number) => ({
      a: { x: x1, y: y1 },
      b: { x: x2, y: y2 },
      dashed: false,
      width: 1,
    });
    const g = onPage(
      {
        segments: [seg(10, 10, 20, 10), seg(10, -50, 20, -40), seg(-5, 5, 5, 5)],
        circles: [
          { c: { x: 50, y: -30 }, r: 5, filled: false },
          { c: { x: 50, y: 50 }, r: 5, filled: false },
        ],
        polygons: [
          {
            points: [
              { x: 10, y: -100 },
              { x: 20, y: -100 },
              { x: 15, y: -90 },
            ],
            filled: false,
          },
        ],
      },
      100,
      80,
    );
    expect(g.segments).toHaveLength(2);
    expect(g.circles.map((c) => c.c.y)).toEqual([50]);
    expect(g.polygons).toEqual([]);
  });
});
