/**
 * Long-PDF bench (not part of the app build or the test suites):
 *   npx tsx frontend/src/components/viewers/harness/bench.ts [pages=500] [runs=3]
 * Opens a generated PDF in PdfViewer and in pdf.js's own viewer (same build, same worker, 100 %), and
 * reports the time to the first rendered page and, after paging to page 400 in steps of 20, the main
 * thread's JS heap (CDP, after a forced GC) and the canvases kept.
 */
import { measureLongPdf, median } from './longPdf.ts';

const pages = Number(process.argv[2] ?? '500');
const runs = Number(process.argv[3] ?? '3');
const report = await measureLongPdf(pages, runs);
const target = report.target;

for (const kind of ['loopline', 'pdfjs'] as const) {
  const r = report[kind];
  console.log(
    `${kind.padEnd(9)} first page: ${median(r.first).toFixed(0)} ms after navigation (runs ${r.first.map((v) => v.toFixed(0)).join(', ')}), ` +
      `${median(r.firstScript).toFixed(0)} ms after its script started`,
  );
  if (r.mem) {
    console.log(
      `${''.padEnd(9)} paged 1→${target} in steps of 20: jump → page drawn median ${median(r.jumps ?? []).toFixed(0)} ms ` +
        `(max ${Math.max(...(r.jumps ?? [])).toFixed(0)}); then JS heap ${r.mem.heapMB.toFixed(1)} MB, ` +
        `${r.mem.canvases} canvases (${r.mem.canvasMB.toFixed(1)} MB of pixels), ${r.mem.nodes} DOM elements`,
    );
  }
}
