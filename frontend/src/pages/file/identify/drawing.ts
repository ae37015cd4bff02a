import { drawingOnly, pageSizeOf } from './geometry.ts';

/** A page drawing as shown: the SVG without the boxes baked into it, and its size in page units. */
export interface PageDrawing {
  size: { w: number; h: number };
  blob: Blob;
}

export function drawingFrom(svgText: string): PageDrawing {
  return { size: pageSizeOf(svgText), blob: new Blob([drawingOnly(svgText)], { type: 'image/svg+xml' }) };
}

/** Object URLs made ahead of the page's <img> (by the early paint), handed to the first one shown. */
const premade = new WeakMap<Blob, string>();

/** The URL the early paint shows a drawing by; the page's <img> takes the same one (already parsed). */
export function premadeUrl(blob: Blob): string {
  const url = premade.get(blob) ?? URL.createObjectURL(blob);
  premade.set(blob, url);
  return url;
}

/** The URL an <img> shows the blob by; the caller revokes it when done. */
export function urlOf(blob: Blob): string {
  const url = premade.get(blob);
  if (!url) return URL.createObjectURL(blob);
  premade.delete(blob);
  return url;
}
