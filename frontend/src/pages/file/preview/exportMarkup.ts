import { saveBlob } from '../../../app/saveAs.ts';
import { exportPdf, exportPng } from '../../../components/viewers/index.ts';
import type { MarkupShape } from '../../../components/viewers/types.ts';
import { exportName } from './markupRules.ts';
import type { ViewerKind } from './query.ts';

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** The SVG drawn into an image at its intrinsic size (the page coordinates of its markup). */
async function svgImage(svgText: string): Promise<HTMLImageElement> {
  const { sanitizeSvg, svgSize } = await import('../../../components/viewers/svg/sanitize.ts');
  const doc = new DOMParser().parseFromString(sanitizeSvg(svgText), 'image/svg+xml');
  const svg = doc.documentElement as unknown as SVGSVGElement;
  const size = svgSize(svg);
  svg.setAttribute('width', String(size.width));
  svg.setAttribute('height', String(size.height));
  const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Downloads the view with its markup burned in: a PDF with every page's markup for PDFs, a PNG for
 * images and SVG drawings (spec 1 §2 / issue 6). The source is the same URL (or SVG text) the viewer shows.
 */
export async function exportWithMarkup(
  kind: ViewerKind,
  source: { url: string; svg?: string },
  shapes: readonly MarkupShape[],
  fileName: string,
): Promise<void> {
  if (kind === 'pdf') {
    const bytes = await (await fetchOk(source.url)).arrayBuffer();
    const out = await exportPdf(bytes, shapes);
    saveBlob(new Blob([out as BlobPart], { type: 'application/pdf' }), exportName(fileName, 'pdf'));
    return;
  }
  const pageShapes = shapes.filter((shape) => shape.page === 1);
  if (kind === 'image') {
    const bitmap = await createImageBitmap(await (await fetchOk(source.url)).blob());
    saveBlob(await exportPng(bitmap, pageShapes), exportName(fileName, 'png'));
    bitmap.close();
    return;
  }
  if (kind === 'svg') {
    const text = source.svg ?? (await (await fetchOk(source.url)).text());
    saveBlob(await exportPng(await svgImage(text), pageShapes), exportName(fileName, 'png'));
    return;
  }
  throw new Error(`no export for ${kind}`);
}
