import { describe, expect, it } from 'vitest';
import { dist } from '../geometry.ts';
import type { Point, Segment } from '../types.ts';
import { closeOutlines, type Stroke } from './outlines.ts';
import { arcToBeziers } from './svgArc.ts';

const bezier = (p0: Point, [c1, c2, p3]: [Point, Point, Point], t: number): Point => {
  const u = 1 - t;
  return {
    x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y,
  };
};

const stroke = (points: Point[], curved = false): Stroke => ({
  points,
  curved,
  segments: points.slice(1).map((b, i): Segment => ({ a: points[i] as Point, b, dashed: false, width: 1 })),
});

/** A half circle from a to b (through the side `sweep` picks) as flattened points. */
const arc = (a: Point, b: Point, r: number, sweep: boolean): Point[] => {
  const pts = [a];
  let from = a;
  for (const piece of arcToBeziers(a, r, r, 0, false, sweep, b)) {
    for (let k = 1; k <= 8; k++) pts.push(bezier(from, piece, k / 8));
    from = piece[2];
  }
  return pts;
};

describe('arcToBeziers', () => {
  it('follows the circle of an SVG arc and ends on its end point', () => {
    const a = { x: -3, y: -3.75 };
    const b = { x: -3, y: 3.75 };
    const pts = arc(a, b, 3.75, false);
    const centre = { x: -3, y: 0 };
    for (const p of pts) expect(dist(p, centre)).toBeCloseTo(3.75, 2);
    expect(pts[pts.length - 1]).toEqual(b);
    // sweep 0 from top to bottom goes round the left side (DEXPI's stadium ends).
    expect(Math.min(...pts.map((p) => p.x))).toBeCloseTo(-6.75, 2);
  });

  it('scales radii too small to reach the end point', () => {
    const pieces = arcToBeziers({ x: 0, y: 0 }, 1, 1, 0, false, true, { x: 10, y: 0 });
    expect(pieces[pieces.length - 1]?.[2]).toEqual({ x: 10, y: 0 });
  });
});

describe('closeOutlines', () => {
  const stadium = () => [
    stroke([
      { x: -3, y: -3.75 },
      { x: 3, y: -3.75 },
    ]),
    stroke(arc({ x: -3, y: -3.75 }, { x: -3, y: 3.75 }, 3.75, false), true),
    stroke([
      { x: -3, y: 3.75 },
      { x: 3, y: 3.75 },
    ]),
    stroke(arc({ x: 3, y: 3.75 }, { x: 3, y: -3.75 }, 3.75, false), true),
  ];

  it('closes two lines and two arcs drawn end to end into one outline, taking their segments', () => {
    const pieces = stadium();
    const { polygons, circles, used } = closeOutlines(pieces, 1);
    expect(circles).toHaveLength(0);
    expect(polygons).toHaveLength(1);
    const xs = polygons[0]?.points.map((p) => p.x) ?? [];
    expect(Math.min(...xs)).toBeCloseTo(-6.75, 1);
    expect(Math.max(...xs)).toBeCloseTo(6.75, 1);
    expect(used.size).toBe(pieces.reduce((n, s) => n + s.segments.length, 0));
  });

  it('makes a circle of arcs a circle', () => {
    const top = arc({ x: -5, y: 0 }, { x: 5, y: 0 }, 5, true);
    const bottom = arc({ x: 5, y: 0 }, { x: -5, y: 0 }, 5, true);
    const { circles } = closeOutlines([stroke(top, true), stroke(bottom, true)], 1);
    expect(circles).toHaveLength(1);
    expect(circles[0]?.r).toBeCloseTo(5, 1);
  });

  it('leaves straight strokes closing a rectangle as lines, and an outline a pipe tees into open', () => {
    const rect = [
      stroke([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
      stroke([
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ]),
      stroke([
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
      stroke([
        { x: 0, y: 10 },
        { x: 0, y: 0 },
      ]),
    ];
    expect(closeOutlines(rect, 1).polygons).toHaveLength(0);
    const pipe = stroke([
      { x: -3, y: -3.75 },
      { x: -3, y: -40 },
    ]);
    expect(closeOutlines([...stadium(), pipe], 1).polygons).toHaveLength(0);
  });
});
