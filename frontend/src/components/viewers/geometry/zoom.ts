import type { Rotation } from '../types.ts';

/** The zoom presets of the preview toolbar, in percent. */
export const ZOOM_PRESETS = [50, 75, 100, 125, 150, 200, 300, 400] as const;
export const MAX_PAGE_INPUT = 9999;
/** Free zoom (wheel on images and SVG) stays within these factors. */
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The next preset above (direction 1) or below (-1) a scale; stays at the last preset at either end. */
export function stepPreset(scale: number, direction: 1 | -1): number {
  const percent = Math.round(scale * 1000) / 10;
  const presets = direction > 0 ? ZOOM_PRESETS : [...ZOOM_PRESETS].reverse();
  const next = presets.find((p) => (direction > 0 ? p > percent : p < percent));
  return (next ?? presets[presets.length - 1]) / 100;
}

/**
 * The page a page-number input means: a whole number 1–9999, clamped to the page count. Returns null when
 * the text is not a number at all (the input is then reset to the current page).
 */
export function clampPageInput(text: string | number, pageCount: number): number | null {
  const value = typeof text === 'number' ? text : Number.parseInt(String(text).trim(), 10);
  if (!Number.isFinite(value)) return null;
  const last = Math.max(1, Math.min(MAX_PAGE_INPUT, pageCount));
  return clamp(Math.trunc(value), 1, last);
}

/** Scale after one wheel event: smooth, proportional to the wheel distance, clamped. */
export function wheelScale(scale: number, deltaY: number, min = MIN_SCALE, max = MAX_SCALE): number {
  const factor = Math.exp(-clamp(deltaY, -300, 300) * 0.0015);
  return clamp(scale * factor, min, max);
}

/** A pan/zoom view of one page inside a stage: the page's view box sits at (x, y) of the stage. */
export interface PanZoom {
  scale: number;
  rotation: Rotation;
  x: number;
  y: number;
}

/** Zooms to `scale` keeping the stage point `anchor` (e.g. the cursor) over the same page point. */
export function zoomAt(view: PanZoom, anchor: { x: number; y: number }, scale: number): PanZoom {
  const k = scale / view.scale;
  return { ...view, scale, x: anchor.x - (anchor.x - view.x) * k, y: anchor.y - (anchor.y - view.y) * k };
}

/**
 * The whole page fitted and centred in the stage (with a margin), at the given rotation; never enlarged
 * past `maxScale` (1 for bitmaps, which would blur; more for vector drawings).
 */
export function fitView(
  page: { width: number; height: number },
  stage: { width: number; height: number },
  rotation: Rotation,
  { margin = 16, maxScale = 1 }: { margin?: number; maxScale?: number } = {},
): PanZoom {
  const quarter = rotation === 90 || rotation === 270;
  const w = quarter ? page.height : page.width;
  const h = quarter ? page.width : page.height;
  const availableW = Math.max(1, stage.width - 2 * margin);
  const availableH = Math.max(1, stage.height - 2 * margin);
  const scale = clamp(Math.min(availableW / w, availableH / h, maxScale), MIN_SCALE, MAX_SCALE);
  return { scale, rotation, x: (stage.width - w * scale) / 2, y: (stage.height - h * scale) / 2 };
}

/** Rotates about the stage centre, so the page does not jump away. */
export function rotateView(
  view: PanZoom,
  page: { width: number; height: number },
  rotation: Rotation,
): PanZoom {
  const quarter = (r: Rotation) => r === 90 || r === 270;
  const oldW = (quarter(view.rotation) ? page.height : page.width) * view.scale;
  const oldH = (quarter(view.rotation) ? page.width : page.height) * view.scale;
  const newW = (quarter(rotation) ? page.height : page.width) * view.scale;
  const newH = (quarter(rotation) ? page.width : page.height) * view.scale;
  const cx = view.x + oldW / 2;
  const cy = view.y + oldH / 2;
  return { ...view, rotation, x: cx - newW / 2, y: cy - newH / 2 };
}
