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

/**
 * Has the browser load and parse the drawing now, by the URL the early paint and then the page show it
 * by: parsing a dense SVG is the slowest part of showing it, and this runs while the rows are still on
 * their way (the drawing comes first).
 */
export function loadAhead(drawing: PageDrawing): void {
  const image = new Image();
  image.src = premadeUrl(drawing.blob);
  void image.decode().catch(() => undefined);
}

/** The URL an <img> shows the blob by; the caller revokes it when done. */
export function urlOf(blob: Blob): string {
  const url = premade.get(blob);
  if (!url) return URL.createObjectURL(blob);
  premade.delete(blob);
  return url;
}
