import { readFileSync } from 'node:fs';
import {
  createOcr,
  looksScanned,
  readDxfPage,
  readRasterPage,
  readSvgPage,
  readVectorPage,
  recognisePage,
  renderPageImage,
  tagMatcherOf,
  withPidPdf,
} from '../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../functions/src/pid/rules/index.ts';

/**
 * One page in one process, as a page worker runs it: `tsx test/pid/pageWorker.ts <file> [page]`.
 * Prints the detail counts, the time and the process's peak resident memory as JSON.
 */
export async function recogniseFilePage(path: string, pageNumber = 1) {
  const bytes = new Uint8Array(readFileSync(path));
  const started = performance.now();
  const rules = compileRuleSet(defaultRuleSet(), { ignoreCase: !/\.(pdf|svg|dxf)$/i.test(path) });
  const matcher = tagMatcherOf(rules);
  const raster = async (image: Uint8Array) => {
    const ocr = await createOcr();
    try {
      const page = await readRasterPage(image, ocr);
      return recognisePage(page, { matcher, toImage: page.toImage });
    } finally {
      await ocr.close();
    }
  };
  let result: ReturnType<typeof recognisePage>;
  let pages = 1;
  if (/\.dxf$/i.test(path)) result = recognisePage(readDxfPage(bytes), { matcher });
  else if (/\.svg$/i.test(path))
    result = recognisePage(readSvgPage(new TextDecoder().decode(bytes), 1), { matcher });
  else if (/\.pdf$/i.test(path)) {
    result = await withPidPdf(bytes, async (doc) => {
      pages = doc.numPages;
      const page = await readVectorPage(doc, pageNumber);
      if (!looksScanned(page)) return recognisePage(page, { matcher });
      return raster(await renderPageImage(doc, pageNumber, 300));
    });
  } else result = await raster(bytes);
  const counts: Record<string, number> = {};
  for (const d of result.details) counts[d.type] = (counts[d.type] ?? 0) + 1;
  return {
    pages,
    ms: Math.round(performance.now() - started),
    counts,
    tagged: result.details.filter((d) => d.tag).length,
    pipelines: result.pipelines.length,
    loops: result.loops.length,
    indexRows: result.index.length,
    peakRssMb: peakRssMb(),
  };
}

/**
 * The process's own resident high-water mark (VmHWM). Not getrusage's maxRSS: a child inherits its
 * parent's figure across fork, so every worker of a busy parent would report the parent's peak.
 */
function peakRssMb(): number {
  const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Math.round(process.resourceUsage().maxRSS / 1024);
}

if (process.argv[1]?.endsWith('pageWorker.ts')) {
  const [path, page] = process.argv.slice(2);
  if (!path) throw new Error('usage: pageWorker.ts <file> [page]');
  process.stdout.write(`${JSON.stringify(await recogniseFilePage(path, Number(page ?? 1)))}\n`);
}
