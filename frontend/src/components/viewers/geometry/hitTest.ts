import type { MarkupShape, Point } from '../types.ts';
import { boxOf, type PathCommand } from './path.ts';
import { shapePath, strokeWidth, textBox } from './shapes.ts';

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function bezierPoint(p0: Point, c1: Point, c2: Point, p1: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y };
}

/** The path as polylines (one per sub-path), curves sampled in `steps` pieces. */
export function flattenPath(commands: readonly PathCommand[], steps = 8): Point[][] {
  const lines: Point[][] = [];
  let current: Point[] = [];
  let start: Point | undefined;
  for (const c of commands) {
    const last = current[current.length - 1];
    if (c.op === 'M') {
      if (current.length > 0) lines.push(current);
      current = [c.p];
      start = c.p;
    } else if (c.op === 'L') {
      current.push(c.p);
    } else if (c.op === 'C' && last) {
      for (let i = 1; i <= steps; i++) current.push(bezierPoint(last, c.c1, c.c2, c.p, i / steps));
    } else if (c.op === 'Z' && start) {
      current.push(start);
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

export function distanceToPath(p: Point, commands: readonly PathCommand[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const line of flattenPath(commands)) {
    if (line.length === 1) best = Math.min(best, Math.hypot(p.x - line[0].x, p.y - line[0].y));
    for (let i = 1; i < line.length; i++) best = Math.min(best, distanceToSegment(p, line[i - 1], line[i]));
  }
  return best;
}

const CLOSED = new Set(['rect', 'ellipse', 'cloud']);

/** 'edge' when the point is on the drawn stroke (within `tolerance`), 'inside' within a closed shape. */
export function hitShape(
  shape: MarkupShape,
  p: Point,
  tolerance: number,
  unit: number,
): 'edge' | 'inside' | null {
  if (shape.annoType === 'text') {
    const b = textBox(shape, unit);
    const inside =
      p.x >= b.x - tolerance &&
      p.x <= b.x + b.width + tolerance &&
      p.y >= b.y - tolerance &&
      p.y <= b.y + b.height + tolerance;
    return inside ? 'edge' : null;
  }
  const path = shapePath(shape, unit);
  if (distanceToPath(p, path) <= tolerance + strokeWidth(shape, unit) / 2) return 'edge';
  if (CLOSED.has(shape.annoType) && shape.points[1]) {
    const b = boxOf(shape.points[0], shape.points[1]);
    if (shape.annoType === 'ellipse') {
      const rx = b.width / 2;
      const ry = b.height / 2;
      if (rx === 0 || ry === 0) return null;
      const nx = (p.x - b.x - rx) / rx;
      const ny = (p.y - b.y - ry) / ry;
      return nx * nx + ny * ny <= 1 ? 'inside' : null;
    }
    if (p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height) return 'inside';
  }
  return null;
}

/**
 * The shape under a point: strokes first, topmost (last drawn) first; failing that the smallest closed
 * shape the point is inside, so a small mark within a large rectangle can still be picked.
 */
export function pickShape(
  shapes: readonly MarkupShape[],
  p: Point,
  tolerance: number,
  unit: number,
): MarkupShape | null {
  let inside: { shape: MarkupShape; area: number } | null = null;
  for (let i = shapes.length - 1; i >= 0; i--) {
    const shape = shapes[i];
    const hit = hitShape(shape, p, tolerance, unit);
    if (hit === 'edge') return shape;
    if (hit === 'inside') {
      const b = boxOf(shape.points[0], shape.points[1]);
      const area = b.width * b.height;
      if (!inside || area < inside.area) inside = { shape, area };
    }
  }
  return inside?.shape ?? null;
}
