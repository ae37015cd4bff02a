/**
 * Browser viewers of the preview page and the 2D markup layer. Each viewer is its own chunk: the lazy
 * components below load pdf.js, DOMPurify and the rest only when a file of that kind is opened.
 */
import { lazy } from 'react';
import { loadPdfViewer } from './pdf/preload.ts';
import type { MarkupShape } from './types.ts';

export const PdfViewer = lazy(loadPdfViewer);
export { preloadPdfViewer } from './pdf/preload.ts';
export const ImageViewer = lazy(() => import('./ImageViewer.tsx'));
export const SvgViewer = lazy(() => import('./SvgViewer.tsx'));
export const MediaViewer = lazy(() => import('./MediaViewer.tsx'));
export const TextViewer = lazy(() => import('./TextViewer.tsx'));

export type { ImageViewerProps } from './ImageViewer.tsx';
export type { MediaViewerProps } from './MediaViewer.tsx';
export type { MarkupLayerProps } from './markup/MarkupLayer.tsx';
export { MarkupLayer } from './markup/MarkupLayer.tsx';
export { MarkupToolbar } from './markup/MarkupToolbar.tsx';
export { type MarkupTools, useMarkupTools } from './markup/useMarkupTools.ts';
export type { PdfViewerProps } from './PdfViewer.tsx';
export type { SvgViewerProps } from './SvgViewer.tsx';
export type { TextViewerProps } from './TextViewer.tsx';
export type { AnnoType, MarkupProps, MarkupShape, MarkupTool, Point, Rotation } from './types.ts';
export { ANNO_TYPES } from './types.ts';

/** The page with its markup burned in, as a PNG (see markup/canvasDraw.ts). */
export async function exportPng(
  source: HTMLCanvasElement | HTMLImageElement | ImageBitmap,
  shapes: readonly MarkupShape[],
  pageSize?: { width: number; height: number },
): Promise<Blob> {
  const { exportPng: run } = await import('./markup/canvasDraw.ts');
  return run(source, shapes, pageSize);
}

/** The PDF with every page's markup burned in (pdf-lib, loaded on first use). */
export async function exportPdf(
  pdf: ArrayBuffer | Uint8Array,
  shapes: readonly MarkupShape[],
): Promise<Uint8Array> {
  const [{ exportPdf: run }, { rasterizeText }] = await Promise.all([
    import('./markup/exportPdf.ts'),
    import('./markup/canvasDraw.ts'),
  ]);
  return run(pdf, shapes, { rasterizeText });
}
