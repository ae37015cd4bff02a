import { describe, expect, it } from 'vitest';
import type { MarkupShape } from '../types.ts';
import { cloudOutset, cloudPath, scallopCount } from './cloud.ts';
import { distanceToSegment, flattenPath, hitShape, pickShape } from './hitTest.ts';
import { arrowPath, ellipsePath, toSvgPath, transformPath } from './path.ts';
import {
  clampStroke,
  fontSize,
  isMeaningful,
  markupUnit,
  moveShape,
  shapeBounds,
  shapePath,
  simplifyStroke,
  textWidth,
} from './shapes.ts';

const shape = (
  annoType: MarkupShape['annoType'],
  points: [number, number][],
  extra: Partial<MarkupShape> = {},
) =>
  ({
    id: `${annoType}-1`,
    annoType,
    page: 1,
    points: points.map(([x, y]) => ({ x, y })),
    stroke: '#e02020',
    width: 2,
    ...extra,
  }) as MarkupShape;

describe('revision cloud', () => {
  it('runs clockwise from the top-left corner with outward scallops and closes', () => {
    const path = cloudPath({ x: 100, y: 50 }, { x: 0, y: 0 }, 20);
    expect(path[0]).toEqual({ op: 'M', p: { x: 0, y: 0 } });
    expect(path[path.length - 1]).toEqual({ op: 'Z' });
    const curves = path.filter((c) => c.op === 'C');
    expect(curves).toHaveLength(5 + 3 + 5 + 3); // 100/20 and 50/20 ≈ 3 per side
    const last = curves[curves.length - 1];
    expect(last.op === 'C' && last.p).toEqual({ x: 0, y: 0 });
    for (const c of curves) {
      if (c.op !== 'C') continue;
      const insideStrictly = (p: { x: number; y: number }) => p.x > 0 && p.x < 100 && p.y > 0 && p.y < 50;
      expect(insideStrictly(c.c1) || insideStrictly(c.c2)).toBe(false);
    }
    // top edge bulges up (y < 0), right edge bulges right (x > 100)
    const first = curves[0];
    expect(first.op === 'C' && first.c1.y).toBeLessThan(0);
    const right = curves[5];
    expect(right.op === 'C' && right.c1.x).toBeGreaterThan(100);
  });

  it('puts at least one scallop on a short edge and measures the outset', () => {
    expect(scallopCount(3, 20)).toBe(1);
    expect(scallopCount(0, 20)).toBe(1);
    expect(cloudOutset({ x: 0, y: 0, width: 100, height: 50 }, 20)).toBeCloseTo(10);
    expect(cloudOutset({ x: 0, y: 0, width: 0, height: 0 }, 20)).toBe(0);
  });
});

describe('paths', () => {
  it('writes SVG path data', () => {
    expect(toSvgPath(arrowPath({ x: 0, y: 0 }, { x: 10, y: 0 }, 4)).startsWith('M0 0 L10 0 M')).toBe(true);
    expect(toSvgPath(ellipsePath({ x: 0, y: 0, width: 20, height: 10 }))).toMatch(/^M20 5 C20 7\.76/);
  });

  it('transforms every point', () => {
    const moved = transformPath(ellipsePath({ x: 0, y: 0, width: 2, height: 2 }), [1, 0, 0, 1, 5, 5]);
    expect(moved[0]).toEqual({ op: 'M', p: { x: 7, y: 6 } });
  });

  it('approximates an ellipse closely', () => {
    const [line] = flattenPath(ellipsePath({ x: 0, y: 0, width: 200, height: 100 }), 16);
    for (const p of line) {
      const r = ((p.x - 100) / 100) ** 2 + ((p.y - 50) / 50) ** 2;
      expect(r).toBeGreaterThan(0.999);
      expect(r).toBeLessThan(1.001);
    }
  });
});

describe('shapes', () => {
  it('scales the width unit with big pages', () => {
    expect(markupUnit(612, 792)).toBeCloseTo(0.792);
    expect(markupUnit(416, 297)).toBeCloseTo(0.416);
    expect(markupUnit(0, 0)).toBe(0.05);
    expect(markupUnit(7168, 4561)).toBeCloseTo(7.168);
    expect(clampStroke(0)).toBe(1);
    expect(clampStroke(14)).toBe(10);
    expect(fontSize({ width: 1 }, 1)).toBe(12);
    expect(fontSize({ width: 10 }, 2)).toBe(60);
  });

  it('measures text wider for Chinese characters', () => {
    expect(textWidth('ab', 10)).toBeCloseTo(12);
    expect(textWidth('阀门', 10)).toBeCloseTo(20);
  });

  it('bounds shapes with their stroke, clouds with their scallops', () => {
    expect(
      shapeBounds(
        shape('rect', [
          [10, 10],
          [30, 20],
        ]),
        1,
      ),
    ).toEqual({ x: 9, y: 9, width: 22, height: 12 });
    const cloud = shapeBounds(
      shape('cloud', [
        [0, 0],
        [100, 50],
      ]),
      1,
    );
    expect(cloud.x).toBeLessThan(-5);
    expect(cloud.width).toBeGreaterThan(110);
    const text = shapeBounds(shape('text', [[5, 5]], { text: 'PT-101' }), 1);
    expect(text.width).toBeCloseTo(6 * 0.6 * 14);
    expect(text.height).toBe(14 * 1.25);
    expect(shapePath(shape('text', [[5, 5]], { text: 'x' }), 1)).toEqual([]);
    expect(shapePath(shape('rect', [[5, 5]]), 1)).toEqual([]);
  });

  it('moves every point', () => {
    expect(
      moveShape(
        shape('line', [
          [0, 0],
          [5, 5],
        ]),
        2,
        -1,
      ).points,
    ).toEqual([
      { x: 2, y: -1 },
      { x: 7, y: 4 },
    ]);
  });

  it('drops clicks without a drag and empty text', () => {
    expect(
      isMeaningful(
        shape('rect', [
          [0, 0],
          [1, 1],
        ]),
        3,
      ),
    ).toBe(false);
    expect(
      isMeaningful(
        shape('rect', [
          [0, 0],
          [10, 1],
        ]),
        3,
      ),
    ).toBe(true);
    expect(
      isMeaningful(
        shape('pen', [
          [0, 0],
          [1, 0],
          [4, 0],
        ]),
        3,
      ),
    ).toBe(true);
    expect(isMeaningful(shape('text', [[0, 0]], { text: '  ' }), 3)).toBe(false);
    expect(isMeaningful(shape('text', [[0, 0]], { text: '备注' }), 3)).toBe(true);
  });

  it('thins pen points but keeps both ends', () => {
    const pts = [0, 0.5, 1, 1.5, 2, 5, 5.2].map((x) => ({ x, y: 0 }));
    expect(simplifyStroke(pts, 1).map((p) => p.x)).toEqual([0, 1, 2, 5, 5.2]);
  });
});

describe('hit-testing', () => {
  it('measures the distance to a segment', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: -4, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });

  it('hits strokes within the tolerance and the inside of closed shapes', () => {
    const rect = shape('rect', [
      [0, 0],
      [100, 50],
    ]);
    expect(hitShape(rect, { x: 50, y: 2 }, 2, 1)).toBe('edge');
    expect(hitShape(rect, { x: 50, y: 25 }, 2, 1)).toBe('inside');
    expect(hitShape(rect, { x: 150, y: 25 }, 2, 1)).toBeNull();
    const ellipse = shape('ellipse', [
      [0, 0],
      [100, 50],
    ]);
    expect(hitShape(ellipse, { x: 1, y: 1 }, 2, 1)).toBeNull();
    expect(hitShape(ellipse, { x: 50, y: 25 }, 2, 1)).toBe('inside');
    expect(hitShape(ellipse, { x: 100, y: 25 }, 1, 1)).toBe('edge');
    const line = shape('line', [
      [0, 0],
      [100, 100],
    ]);
    expect(hitShape(line, { x: 50, y: 53 }, 2, 1)).toBe('edge');
    expect(hitShape(line, { x: 50, y: 60 }, 2, 1)).toBeNull();
    const text = shape('text', [[10, 10]], { text: 'ABC' });
    expect(hitShape(text, { x: 20, y: 20 }, 0, 1)).toBe('edge');
  });

  it('picks the topmost stroke, else the smallest shape around the point', () => {
    const big = shape(
      'rect',
      [
        [0, 0],
        [200, 200],
      ],
      { id: 'big' },
    );
    const small = shape(
      'rect',
      [
        [50, 50],
        [80, 80],
      ],
      { id: 'small' },
    );
    const line = shape(
      'line',
      [
        [0, 100],
        [200, 100],
      ],
      { id: 'line' },
    );
    expect(pickShape([small, big], { x: 60, y: 60 }, 2, 1)?.id).toBe('small');
    expect(pickShape([big, small, line], { x: 150, y: 101 }, 2, 1)?.id).toBe('line');
    expect(pickShape([big, small], { x: 0, y: 120 }, 2, 1)?.id).toBe('big');
    expect(pickShape([big], { x: 300, y: 300 }, 2, 1)).toBeNull();
  });
});
