import type { DetailBox } from '../../../api/pidDetails.ts';

/** Pure geometry of the identify-preview stage: the view transform, zooming about a point, box edits. */

/** Screen = page × s + (x, y). */
export interface View {
  x: number;
  y: number;
  s: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 40;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The whole page centred in the viewport with a small margin. */
export function fitView(pageW: number, pageH: number, viewW: number, viewH: number): View {
  const s = clamp(Math.min(viewW / pageW, viewH / pageH) * 0.96, MIN_SCALE, MAX_SCALE);
  return { s, x: (viewW - pageW * s) / 2, y: (viewH - pageH * s) / 2 };
}

/** Zoom by `factor` keeping the page point under (px, py) (viewport pixels) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const s = clamp(view.s * factor, MIN_SCALE, MAX_SCALE);
  const k = s / view.s;
  return { s, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

export function toPage(view: View, px: number, py: number) {
  return { x: (px - view.x) / view.s, y: (py - view.y) / view.s };
}

/** A box from two corners, kept inside the page. */
export function boxFromCorners(
  a: { x: number; y: number },
  b: { x: number; y: number },
  pageW: number,
  pageH: number,
): DetailBox {
  const x0 = clamp(Math.min(a.x, b.x), 0, pageW);
  const y0 = clamp(Math.min(a.y, b.y), 0, pageH);
  const x1 = clamp(Math.max(a.x, b.x), 0, pageW);
  const y1 = clamp(Math.max(a.y, b.y), 0, pageH);
  return round({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
}

/** Which part of a selected box a drag holds: the body (move) or a corner (resize). */
export type Grip = 'body' | 'nw' | 'ne' | 'sw' | 'se';

/** The box after dragging `grip` by (dx, dy) page units; never smaller than `min`, never off the page. */
export function dragBox(
  box: DetailBox,
  grip: Grip,
  dx: number,
  dy: number,
  pageW: number,
  pageH: number,
  min = 1,
): DetailBox {
  if (grip === 'body') {
    return round({
      x: clamp(box.x + dx, 0, Math.max(0, pageW - box.w)),
      y: clamp(box.y + dy, 0, Math.max(0, pageH - box.h)),
      w: box.w,
      h: box.h,
    });
  }
  let x0 = box.x;
  let y0 = box.y;
  let x1 = box.x + box.w;
  let y1 = box.y + box.h;
  if (grip === 'nw' || grip === 'sw') x0 = clamp(x0 + dx, 0, x1 - min);
  else x1 = clamp(x1 + dx, x0 + min, pageW);
  if (grip === 'nw' || grip === 'ne') y0 = clamp(y0 + dy, 0, y1 - min);
  else y1 = clamp(y1 + dy, y0 + min, pageH);
  return round({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
}

const r2 = (v: number) => Math.round(v * 100) / 100;
function round(b: DetailBox): DetailBox {
  return { x: r2(b.x), y: r2(b.y), w: r2(b.w), h: r2(b.h) };
}

export function sameBox(a: DetailBox, b: DetailBox) {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

/**
 * The stored page SVG carries the recognised boxes as of recognition (`rect[data-id]`); the page draws
 * the current rows itself, so they are taken out and the drawing alone is shown.
 */
export function drawingOnly(svgText: string): string {
  return svgText.replace(/<rect\b[^>]*\bdata-id="[^"]*"[^>]*\/>\s*/g, '');
}

/** The page size from the SVG's viewBox (or width/height). */
export function pageSizeOf(svgText: string): { w: number; h: number } {
  const viewBox = /viewBox="([^"]+)"/.exec(svgText)?.[1];
  if (viewBox) {
    const [, , w, h] = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (w && h && w > 0 && h > 0) return { w, h };
  }
  const w = Number(/\bwidth="([\d.]+)/.exec(svgText)?.[1]);
  const h = Number(/\bheight="([\d.]+)/.exec(svgText)?.[1]);
  return { w: w > 0 ? w : 1000, h: h > 0 ? h : 1000 };
}
