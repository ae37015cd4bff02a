import type { Point } from './cadModel.ts';

/** A 2D affine transform [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's matrix order). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
export const TAU = Math.PI * 2;

/** m · n: apply n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy: number): Matrix => [sx, 0, 0, sy, 0, 0];
export const rotate = (angle: number): Matrix => [
  Math.cos(angle),
  Math.sin(angle),
  -Math.sin(angle),
  Math.cos(angle),
  0,
  0,
];

export function apply(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** An axis-aligned bounding box; empty while minX > maxX. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
export const isEmptyBox = (b: Box) => !(b.minX <= b.maxX && b.minY <= b.maxY);

export function addPoint(box: Box, p: Point): void {
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return;
  if (p.x < box.minX) box.minX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y > box.maxY) box.maxY = p.y;
}

/** Adds another box, transformed by m (its four corners: exact for the box, loose for what is inside). */
export function addBox(box: Box, other: Box, m: Matrix = IDENTITY): void {
  if (isEmptyBox(other)) return;
  for (const x of [other.minX, other.maxX])
    for (const y of [other.minY, other.maxY]) addPoint(box, apply(m, { x, y }));
}

export function pointAt(center: Point, radius: number, angle: number): Point {
  return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
}

/** The counter-clockwise sweep from start to end, in (0, 2π]. */
export function ccwSweep(start: number, end: number): number {
  const sweep = (((end - start) % TAU) + TAU) % TAU;
  return sweep === 0 ? TAU : sweep;
}

/** Samples an arc (for bounding boxes): its ends and every quadrant point it passes. */
export function arcPoints(center: Point, radius: number, start: number, end: number): Point[] {
  const sweep = ccwSweep(start, end);
  const points = [pointAt(center, radius, start), pointAt(center, radius, start + sweep)];
  for (let q = Math.ceil(start / (Math.PI / 2)) * (Math.PI / 2); q < start + sweep; q += Math.PI / 2) {
    points.push(pointAt(center, radius, q));
  }
  return points;
}

/** The arc a polyline bulge makes between two vertices: radius, large-arc and sweep flags for SVG 'A'. */
export function bulgeArc(
  from: Point,
  to: Point,
  bulge: number,
): { radius: number; large: 0 | 1; sweep: 0 | 1; center: Point } {
  const theta = 4 * Math.atan(bulge);
  const chord = Math.hypot(to.x - from.x, to.y - from.y);
  const radius = Math.abs(chord / (2 * Math.sin(theta / 2)));
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  // The centre lies on the chord's perpendicular, on the left of from→to for a counter-clockwise bulge.
  const offset = (chord / 2) * ((1 - bulge * bulge) / (2 * bulge));
  const nx = chord === 0 ? 0 : -(to.y - from.y) / chord;
  const ny = chord === 0 ? 0 : (to.x - from.x) / chord;
  return {
    radius,
    large: Math.abs(theta) > Math.PI ? 1 : 0,
    sweep: bulge > 0 ? 1 : 0,
    center: { x: mid.x + nx * offset, y: mid.y + ny * offset },
  };
}

/** Point of an ellipse at parameter t: centre + major·cos t + minor·sin t, minor = ratio · major turned 90°. */
export function ellipsePoint(center: Point, major: Point, ratio: number, t: number): Point {
  const minor = { x: -major.y * ratio, y: major.x * ratio };
  return {
    x: center.x + major.x * Math.cos(t) + minor.x * Math.sin(t),
    y: center.y + major.y * Math.cos(t) + minor.y * Math.sin(t),
  };
}

/** Evaluates a (rational) B-spline with de Boor's algorithm at parameter u. */
function deBoor(degree: number, knots: number[], control: Point[], weights: number[], u: number): Point {
  let span = degree;
  while (span < control.length - 1 && u >= knots[span + 1]!) span++;
  const d: { x: number; y: number; w: number }[] = [];
  for (let j = 0; j <= degree; j++) {
    const p = control[span - degree + j]!;
    const w = weights[span - degree + j] ?? 1;
    d.push({ x: p.x * w, y: p.y * w, w });
  }
  for (let r = 1; r <= degree; r++) {
    for (let j = degree; j >= r; j--) {
      const i = span - degree + j;
      const denominator = knots[i + degree - r + 1]! - knots[i]!;
      const alpha = denominator === 0 ? 0 : (u - knots[i]!) / denominator;
      const a = d[j - 1]!;
      const b = d[j]!;
      d[j] = {
        x: (1 - alpha) * a.x + alpha * b.x,
        y: (1 - alpha) * a.y + alpha * b.y,
        w: (1 - alpha) * a.w + alpha * b.w,
      };
    }
  }
  const last = d[degree]!;
  return { x: last.x / last.w, y: last.y / last.w };
}

/** Points along a B-spline (samplesPerSpan per knot span); null when its knots do not fit its control points. */
export function sampleBSpline(
  degree: number,
  control: Point[],
  knots: number[],
  weights: number[] = [],
  samplesPerSpan = 8,
): Point[] | null {
  if (degree < 1 || control.length <= degree || knots.length !== control.length + degree + 1) return null;
  const start = knots[degree]!;
  const end = knots[control.length]!;
  if (!(end > start)) return null;
  const spans = control.length - degree;
  const steps = Math.min(4000, spans * samplesPerSpan);
  const points: Point[] = [];
  for (let s = 0; s <= steps; s++)
    points.push(deBoor(degree, knots, control, weights, start + ((end - start) * s) / steps));
  return points;
}

/** Cubic Bézier segments through points (uniform Catmull-Rom), for splines given by fit points only. */
export function catmullRomBeziers(points: Point[], closed: boolean): { c1: Point; c2: Point; to: Point }[] {
  const n = points.length;
  const at = (i: number) => (closed ? points[((i % n) + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!);
  const segments = [];
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    segments.push({
      c1: { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 },
      c2: { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 },
      to: p2,
    });
  }
  return segments;
}
