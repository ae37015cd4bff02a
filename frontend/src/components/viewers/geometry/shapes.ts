import type { MarkupShape, Point } from '../types.ts';
import { cloudOutset, cloudPath } from './cloud.ts';
import {
  arrowPath,
  type Box,
  boxOf,
  ellipsePath,
  type PathCommand,
  pathPoints,
  polylinePath,
  rectPath,
} from './path.ts';

export const MIN_STROKE = 1;
export const MAX_STROKE = 10;

/**
 * Page units per stroke-width step: a thousandth of the page's longer side (about 1 on a PDF page in
 * points, 7 on a 7,000-pixel scan, 0.4 on a small SVG), so a width reads the same on every page when it is
 * fitted to the screen, whatever its resolution.
 */
export function markupUnit(pageWidth: number, pageHeight: number): number {
  return Math.max(0.05, Math.max(pageWidth, pageHeight) / 1000);
}

export function clampStroke(width: number): number {
  return Math.min(MAX_STROKE, Math.max(MIN_STROKE, Math.round(width)));
}

export function strokeWidth(shape: Pick<MarkupShape, 'width'>, unit: number): number {
  return clampStroke(shape.width) * unit;
}

/** Text follows the stroke width: 1 → 12 units, 10 → 30 units (times the page unit). */
export function fontSize(shape: Pick<MarkupShape, 'width'>, unit: number): number {
  return (10 + 2 * clampStroke(shape.width)) * unit;
}

/** The scallop length of a revision cloud. */
export function cloudArc(unit: number): number {
  return 18 * unit;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Estimated text width: CJK and full-width characters one em, others 0.6 em. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += WIDE.test(ch) ? 1 : 0.6;
  return em * size;
}

/** The box of a text shape: its anchor is the top-left corner. */
export function textBox(shape: MarkupShape, unit: number): Box {
  const size = fontSize(shape, unit);
  const anchor = shape.points[0] ?? { x: 0, y: 0 };
  return { x: anchor.x, y: anchor.y, width: textWidth(shape.text ?? '', size), height: size * 1.25 };
}

/** The drawable outline of a shape (empty for text, which is drawn as text). */
export function shapePath(shape: MarkupShape, unit: number): PathCommand[] {
  const [a, b] = shape.points;
  if (!a) return [];
  switch (shape.annoType) {
    case 'rect':
      return b ? rectPath(boxOf(a, b)) : [];
    case 'ellipse':
      return b ? ellipsePath(boxOf(a, b)) : [];
    case 'cloud':
      return b ? cloudPath(a, b, cloudArc(unit)) : [];
    case 'line':
      return b ? polylinePath([a, b]) : [];
    case 'arrow':
      return b ? arrowPath(a, b, Math.max(10, 4 * clampStroke(shape.width)) * unit) : [];
    case 'pen':
      return polylinePath(shape.points);
    default:
      return [];
  }
}

/** Bounds of what is drawn, stroke included. */
export function shapeBounds(shape: MarkupShape, unit: number): Box {
  if (shape.annoType === 'text') return textBox(shape, unit);
  const half = strokeWidth(shape, unit) / 2;
  let points: Point[] = pathPoints(shapePath(shape, unit));
  if (shape.annoType === 'cloud' && shape.points[1]) {
    const box = boxOf(shape.points[0], shape.points[1]);
    const out = cloudOutset(box, cloudArc(unit));
    points = [
      { x: box.x - out, y: box.y - out },
      { x: box.x + box.width + out, y: box.y + box.height + out },
    ];
  }
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - half;
  const y = Math.min(...ys) - half;
  return { x, y, width: Math.max(...xs) + half - x, height: Math.max(...ys) + half - y };
}

export function moveShape(shape: MarkupShape, dx: number, dy: number): MarkupShape {
  return { ...shape, points: shape.points.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
}

/** A shape is worth keeping once it has some extent (a click without a drag draws nothing). */
export function isMeaningful(shape: MarkupShape, minExtent: number): boolean {
  if (shape.annoType === 'text') return Boolean(shape.text?.trim());
  const [a, b] = shape.points;
  if (!a) return false;
  if (shape.annoType === 'pen') {
    return shape.points.some((p) => Math.hypot(p.x - a.x, p.y - a.y) >= minExtent);
  }
  return Boolean(b) && Math.hypot(b.x - a.x, b.y - a.y) >= minExtent;
}

/** Drops pen points closer than `minStep` to the last kept point (keeps the last point). */
export function simplifyStroke(points: readonly Point[], minStep: number): Point[] {
  if (points.length <= 2) return [...points];
  const out: Point[] = [points[0]];
  for (let i = 1; i < points.length - 1; i++) {
    const last = out[out.length - 1];
    if (Math.hypot(points[i].x - last.x, points[i].y - last.y) >= minStep) out.push(points[i]);
  }
  out.push(points[points.length - 1]);
  return out;
}
