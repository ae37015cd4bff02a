import type { Point, Rotation } from '../types.ts';

/**
 * Page ↔ view transforms. Page coordinates are the unrotated page at scale 1 (PDF: the pdf.js viewport at
 * scale 1 with the page's own /Rotate; image: natural pixels; SVG: its intrinsic size), origin top-left,
 * y down. View coordinates are CSS pixels inside the box that shows the page after zoom and the user's
 * clockwise rotation.
 */
export interface PageGeometry {
  width: number;
  height: number;
  scale: number;
  rotation: Rotation;
}

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (the CSS / SVG matrix order). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function normalizeRotation(degrees: number): Rotation {
  const r = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return r as Rotation;
}

export function rotateClockwise(rotation: Rotation): Rotation {
  return normalizeRotation(rotation + 90);
}

/** Size of the view box (CSS pixels) that holds the page after zoom and rotation. */
export function viewSize(g: PageGeometry): { width: number; height: number } {
  const quarter = g.rotation === 90 || g.rotation === 270;
  return {
    width: (quarter ? g.height : g.width) * g.scale,
    height: (quarter ? g.width : g.height) * g.scale,
  };
}

export function pageToViewMatrix(g: PageGeometry): Matrix {
  const s = g.scale;
  switch (g.rotation) {
    case 90:
      return [0, s, -s, 0, g.height * s, 0];
    case 180:
      return [-s, 0, 0, -s, g.width * s, g.height * s];
    case 270:
      return [0, -s, s, 0, 0, g.width * s];
    default:
      return [s, 0, 0, s, 0, 0];
  }
}

export function applyMatrix(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

export function multiply(m: Matrix, n: Matrix): Matrix {
  // m ∘ n: apply n first, then m.
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) throw new Error('singular matrix');
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

export function pageToView(p: Point, g: PageGeometry): Point {
  return applyMatrix(pageToViewMatrix(g), p);
}

export function viewToPage(p: Point, g: PageGeometry): Point {
  return applyMatrix(invert(pageToViewMatrix(g)), p);
}

export function matrixToCss(m: Matrix): string {
  return `matrix(${m.map((v) => Number(v.toFixed(6))).join(',')})`;
}
