import type { Point } from '../types.ts';
import { applyMatrix, type Matrix } from './transform.ts';

/**
 * A small path language shared by the SVG overlay, the PNG export (Path2D) and the PDF export (pdf-lib
 * operators), so a shape is drawn from one definition everywhere.
 */
export type PathCommand =
  | { op: 'M'; p: Point }
  | { op: 'L'; p: Point }
  | { op: 'C'; c1: Point; c2: Point; p: Point }
  | { op: 'Z' };

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const pt = (p: Point) => `${fmt(p.x)} ${fmt(p.y)}`;

export function toSvgPath(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.op) {
        case 'M':
          return `M${pt(c.p)}`;
        case 'L':
          return `L${pt(c.p)}`;
        case 'C':
          return `C${pt(c.c1)} ${pt(c.c2)} ${pt(c.p)}`;
        default:
          return 'Z';
      }
    })
    .join(' ');
}

export function transformPath(commands: readonly PathCommand[], m: Matrix): PathCommand[] {
  return commands.map((c) => {
    switch (c.op) {
      case 'M':
      case 'L':
        return { op: c.op, p: applyMatrix(m, c.p) };
      case 'C':
        return { op: 'C', c1: applyMatrix(m, c.c1), c2: applyMatrix(m, c.c2), p: applyMatrix(m, c.p) };
      default:
        return c;
    }
  });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function boxOf(a: Point, b: Point): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

export function rectPath(b: Box): PathCommand[] {
  return [
    { op: 'M', p: { x: b.x, y: b.y } },
    { op: 'L', p: { x: b.x + b.width, y: b.y } },
    { op: 'L', p: { x: b.x + b.width, y: b.y + b.height } },
    { op: 'L', p: { x: b.x, y: b.y + b.height } },
    { op: 'Z' },
  ];
}

/** Four cubic Béziers (κ = 0.5523) — the usual ellipse approximation, within 0.03 % of the radius. */
export function ellipsePath(b: Box): PathCommand[] {
  const k = 0.5522847498;
  const rx = b.width / 2;
  const ry = b.height / 2;
  const cx = b.x + rx;
  const cy = b.y + ry;
  const ox = rx * k;
  const oy = ry * k;
  return [
    { op: 'M', p: { x: cx + rx, y: cy } },
    { op: 'C', c1: { x: cx + rx, y: cy + oy }, c2: { x: cx + ox, y: cy + ry }, p: { x: cx, y: cy + ry } },
    { op: 'C', c1: { x: cx - ox, y: cy + ry }, c2: { x: cx - rx, y: cy + oy }, p: { x: cx - rx, y: cy } },
    { op: 'C', c1: { x: cx - rx, y: cy - oy }, c2: { x: cx - ox, y: cy - ry }, p: { x: cx, y: cy - ry } },
    { op: 'C', c1: { x: cx + ox, y: cy - ry }, c2: { x: cx + rx, y: cy - oy }, p: { x: cx + rx, y: cy } },
    { op: 'Z' },
  ];
}

export function polylinePath(points: readonly Point[]): PathCommand[] {
  return points.map((p, i) => ({ op: i === 0 ? 'M' : 'L', p }) as PathCommand);
}

/** A line with an open arrow head at `to`; the head grows with the stroke. */
export function arrowPath(from: Point, to: Point, headLength: number): PathCommand[] {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const spread = Math.PI / 7;
  const wing = (sign: number) => ({
    x: to.x - headLength * Math.cos(angle + sign * spread),
    y: to.y - headLength * Math.sin(angle + sign * spread),
  });
  return [
    { op: 'M', p: from },
    { op: 'L', p: to },
    { op: 'M', p: wing(1) },
    { op: 'L', p: to },
    { op: 'L', p: wing(-1) },
  ];
}

/** Every point the path passes through or bends towards (for bounds). */
export function pathPoints(commands: readonly PathCommand[]): Point[] {
  return commands.flatMap((c) => (c.op === 'Z' ? [] : c.op === 'C' ? [c.c1, c.c2, c.p] : [c.p]));
}
