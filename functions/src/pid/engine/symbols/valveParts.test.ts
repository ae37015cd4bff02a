import { describe, expect, it } from 'vitest';
import { boxOfPoints } from '../geometry.ts';
import type { Point, Polygon } from '../types.ts';
import { isRoundOutline } from './round.ts';
import { valveTriangles } from './valveParts.ts';

const poly = (pts: [number, number][]): Polygon => ({
  points: pts.map(([x, y]) => ({ x, y })),
  filled: false,
});

describe('valveTriangles', () => {
  it('cuts a self-crossing bow-tie path (ISO 10628) into two triangles meeting at the crossing', () => {
    const tris = valveTriangles(
      poly([
        [-2, -1],
        [2, 1],
        [2, -1],
        [-2, 1],
      ]),
    );
    expect(tris).toHaveLength(2);
    for (const t of tris) {
      expect(t.points).toHaveLength(3);
      expect(t.points.some((p) => Math.abs(p.x) < 1e-9 && Math.abs(p.y) < 1e-9)).toBe(true);
    }
    expect(tris.map((t) => Math.sign(boxOfPoints(t.points).x + 1)).sort()).toEqual([-1, 1]);
  });

  it('cuts an angle valve drawn through its waist twice, and leaves a plain rectangle alone', () => {
    const angle = valveTriangles(
      poly([
        [0, 0],
        [5, -2.5],
        [5, 2.5],
        [0, 0],
        [2.5, 5],
        [-2.5, 5],
      ]),
    );
    expect(angle.map((t) => t.points[0])).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(
      valveTriangles(
        poly([
          [0, 0],
          [4, 0],
          [4, 2],
          [0, 2],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('isRoundOutline', () => {
  const around = (cx: number, cy: number, r: number, n = 32): Point[] =>
    Array.from({ length: n }, (_, i) => ({
      x: cx + r * Math.cos((2 * Math.PI * i) / n),
      y: cy + r * Math.sin((2 * Math.PI * i) / n),
    }));
  it('takes circles and stadiums, not rectangles', () => {
    expect(isRoundOutline(around(0, 0, 5))).toBe(true);
    const stadium = [
      ...around(-3, 0, 3.75).filter((p) => p.x <= -3),
      ...around(3, 0, 3.75).filter((p) => p.x >= 3),
    ];
    expect(isRoundOutline(stadium)).toBe(true);
    const rect: Point[] = [];
    for (let i = 0; i <= 10; i++) rect.push({ x: i, y: 0 }, { x: i, y: 6 });
    for (let j = 1; j < 6; j++) rect.push({ x: 0, y: j }, { x: 10, y: j });
    expect(isRoundOutline(rect)).toBe(false);
  });
});
