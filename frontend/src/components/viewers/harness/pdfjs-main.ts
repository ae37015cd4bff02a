/**
 * pdf.js's own viewer (PDFViewer of pdfjs-dist/web/pdf_viewer.mjs) on a plain page, for the comparison
 * with PdfViewer in run.ts: the same file, the same worker, 100 % zoom.
 */
import 'pdfjs-dist/web/pdf_viewer.css';
import * as pdfjs from 'pdfjs-dist';

interface Bench {
  t0: number;
  firstRender?: number;
  rendered: number;
  renderedAt: Record<number, number>;
  goto?: (page: number) => void;
}

const bench: Bench = { t0: performance.now(), rendered: 0, renderedAt: {} };
(window as unknown as { __bench: Bench }).__bench = bench;
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
(globalThis as unknown as { pdfjsLib: typeof pdfjs }).pdfjsLib = pdfjs;

const { EventBus, PDFLinkService, PDFViewer } = await import('pdfjs-dist/web/pdf_viewer.mjs');
const container = document.getElementById('viewerContainer') as HTMLDivElement;
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const viewer = new PDFViewer({ container, eventBus, linkService });
linkService.setViewer(viewer);
eventBus.on('pagesinit', () => {
  viewer.currentScaleValue = '1';
});
eventBus.on('pagerendered', (event: { pageNumber: number }) => {
  bench.rendered++;
  bench.firstRender ??= performance.now();
  bench.renderedAt[event.pageNumber] = performance.now();
});
bench.goto = (page) => {
  viewer.currentPageNumber = page;
};
const url = new URLSearchParams(location.search).get('src') ?? '';
const doc = await pdfjs.getDocument({ url }).promise;
viewer.setDocument(doc);
linkService.setDocument(doc);
