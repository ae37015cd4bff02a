import { CSS_UNITS, type PDFPageProxy, type RenderTask } from './pdfjs.ts';
import { outputScale } from './renderPlan.ts';

export interface RendererView {
  scale: number;
  rotation: number;
  devicePixelRatio: number;
}

/** The zoom a PDF opens at (100 %): the viewer's first view, and the view a page is drawn at ahead of it. */
export const OPENING_ZOOM = 1;

export function openingView(): RendererView {
  return { scale: OPENING_ZOOM * CSS_UNITS, rotation: 0, devicePixelRatio: window.devicePixelRatio || 1 };
}

/** Canvases drawn at the same key are interchangeable. */
export function viewKey(view: RendererView): string {
  return `${view.scale}|${view.rotation}|${view.devicePixelRatio}`;
}

/** A page drawn before its viewer existed, for the viewer to adopt instead of drawing it again. */
export interface DrawnAhead {
  page: number;
  key: string;
  proxy: PDFPageProxy;
  canvas: HTMLCanvasElement;
}

/** Starts drawing a page into a new canvas (sharp on high-DPI screens, within the canvas pixel limit). */
export function startDrawing(
  proxy: PDFPageProxy,
  view: RendererView,
): { canvas: HTMLCanvasElement; task: RenderTask } {
  const rotation = (proxy.rotate + view.rotation) % 360;
  const css = proxy.getViewport({ scale: view.scale, rotation });
  const out = outputScale(css.width, css.height, view.devicePixelRatio);
  const viewport = proxy.getViewport({ scale: view.scale * out, rotation });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(viewport.width));
  canvas.height = Math.max(1, Math.floor(viewport.height));
  return { canvas, task: proxy.render({ canvas, viewport }) };
}

/** Frees a canvas's pixels at once rather than at the next garbage collection. */
export function emptyCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}
