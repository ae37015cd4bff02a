import { round } from './stats.ts';

/**
 * Issue 6 figures: the time to the first rendered page of a generated 500-page PDF in PdfViewer
 * against pdf.js's own PDFViewer on the same file in the same headless Chromium (goal ≤ 1.2×), and
 * memory after paging to page 400 (PdfViewer keeps canvases only around the view, so the canvases
 * kept must be far fewer than the pages). The viewers harness (frontend/src/components/viewers/harness)
 * builds and serves both pages.
 */
export async function pdfFigures(pages = 500, runs = 5) {
  const { measureLongPdf, median } = await import('../../frontend/src/components/viewers/harness/longPdf.ts');
  const figures = await measureLongPdf(pages, runs);
  const side = (kind: 'loopline' | 'pdfjs') => {
    const r = figures[kind];
    return {
      firstPageMedianMs: round(median(r.first)),
      firstPageRunsMs: r.first.map((v) => round(v)),
      firstPageAfterScriptMedianMs: round(median(r.firstScript)),
      jumpToPageMedianMs: round(median(r.jumps ?? [])),
      jumpToPageMaxMs: round(Math.max(...(r.jumps ?? []))),
      heapMBAtPage400: round(r.mem?.heapMB ?? Number.NaN),
      canvasesAtPage400: r.mem?.canvases ?? -1,
      canvasMBAtPage400: round(r.mem?.canvasMB ?? Number.NaN),
      domElementsAtPage400: r.mem?.nodes ?? -1,
    };
  };
  const loopline = side('loopline');
  const pdfjs = side('pdfjs');
  return {
    pages,
    runs,
    pagedTo: figures.target,
    loopline,
    pdfjs,
    ratioFirstPage: round(loopline.firstPageMedianMs / pdfjs.firstPageMedianMs),
    goalRatio: 1.2,
    holdsAllPages: loopline.canvasesAtPage400 >= pages,
  };
}
