import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import {
  type Box,
  circuitOfRules,
  createOcr,
  looksScanned,
  type PageGraphics,
  type PageResult,
  type Point,
  type RasterPage,
  readRasterPage,
  readVectorPage,
  recognisePage,
  renderPageImage,
  tagMatcherOf,
  withPidPdf,
} from '../engine/index.ts';
import { compileRuleSet } from '../rules/index.ts';

const isPdf = (suffix: string) => suffix.toLowerCase() === 'pdf';

/** Pages of a drawing: a PDF's page count (a corrupt or encrypted one is refused), an image is one page. */
export async function pageCountOf(bytes: Uint8Array, suffix: string): Promise<number> {
  if (!isPdf(suffix)) return 1;
  return withPidPdf(bytes, async (doc) => doc.numPages);
}

/** A page's result with the primitives it was read into (kept so corrections can recompute the topology). */
export type DrawingPageResult = PageResult & { graphics: PageGraphics };

const primitivesOf = (page: PageGraphics): PageGraphics => ({
  kind: page.kind,
  width: page.width,
  height: page.height,
  unitsPerMm: page.unitsPerMm,
  texts: page.texts,
  segments: page.segments,
  circles: page.circles,
  polygons: page.polygons,
});

/**
 * The primitives of a vector PDF page read again from the drawing, in the frame its recognition stored boxes
 * in (for runs that kept none). Null for an image or a scanned page: those need OCR, i.e. recognising again.
 */
export async function vectorPagePrimitives(
  bytes: Uint8Array,
  suffix: string,
  pageNumber: number,
): Promise<PageGraphics | null> {
  if (!isPdf(suffix)) return null;
  return withPidPdf(bytes, async (doc) => {
    const page = await readVectorPage(doc, pageNumber);
    return looksScanned(page) ? null : primitivesOf(page);
  });
}

/**
 * A scan is recognised straightened and its boxes mapped back onto the image as given: its primitives are
 * mapped the same way, so they share the frame of the stored boxes.
 */
function rasterPrimitivesOf(page: RasterPage): PageGraphics {
  const at = (p: Point): Point => {
    const b = page.toImage({ x: p.x, y: p.y, w: 0, h: 0 });
    return { x: b.x, y: b.y };
  };
  const box = (b: Box) => page.toImage(b);
  return {
    ...primitivesOf(page),
    texts: page.texts.map((t) => ({ ...t, box: box(t.box) })),
    segments: page.segments.map((s) => ({ ...s, a: at(s.a), b: at(s.b) })),
    circles: page.circles.map((c) => ({ ...c, c: at(c.c) })),
    polygons: page.polygons.map((g) => ({ ...g, points: g.points.map(at) })),
  };
}

/** Recognises one page (1-based) of a drawing with the run's rule set, as test/pid/pageWorker.ts does. */
export async function recogniseDrawingPage(
  bytes: Uint8Array,
  suffix: string,
  pageNumber: number,
  rules: RuleSetData,
): Promise<DrawingPageResult> {
  const raster = async (image: Uint8Array) => {
    // OCR reads upper and lower case alike; vector text is matched as written.
    const compiled = compileRuleSet(rules, { ignoreCase: true });
    const ocr = await createOcr();
    try {
      const page = await readRasterPage(image, ocr);
      const result = recognisePage(page, {
        matcher: tagMatcherOf(compiled),
        circuitOf: circuitOfRules(compiled),
        toImage: page.toImage,
      });
      return { ...result, graphics: rasterPrimitivesOf(page) };
    } finally {
      await ocr.close();
    }
  };
  if (!isPdf(suffix)) return raster(bytes);
  return withPidPdf(bytes, async (doc) => {
    const page = await readVectorPage(doc, pageNumber);
    if (looksScanned(page)) return raster(await renderPageImage(doc, pageNumber, 300));
    const compiled = compileRuleSet(rules);
    const result = recognisePage(page, {
      matcher: tagMatcherOf(compiled),
      circuitOf: circuitOfRules(compiled),
    });
    return { ...result, graphics: primitivesOf(page) };
  });
}
