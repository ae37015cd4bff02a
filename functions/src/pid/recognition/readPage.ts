import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import {
  circuitOfRules,
  createOcr,
  looksScanned,
  type PageResult,
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

/** Recognises one page (1-based) of a drawing with the run's rule set, as test/pid/pageWorker.ts does. */
export async function recogniseDrawingPage(
  bytes: Uint8Array,
  suffix: string,
  pageNumber: number,
  rules: RuleSetData,
): Promise<PageResult> {
  const raster = async (image: Uint8Array) => {
    // OCR reads upper and lower case alike; vector text is matched as written.
    const compiled = compileRuleSet(rules, { ignoreCase: true });
    const ocr = await createOcr();
    try {
      const page = await readRasterPage(image, ocr);
      return recognisePage(page, {
        matcher: tagMatcherOf(compiled),
        circuitOf: circuitOfRules(compiled),
        toImage: page.toImage,
      });
    } finally {
      await ocr.close();
    }
  };
  if (!isPdf(suffix)) return raster(bytes);
  return withPidPdf(bytes, async (doc) => {
    const page = await readVectorPage(doc, pageNumber);
    if (looksScanned(page)) return raster(await renderPageImage(doc, pageNumber, 300));
    const compiled = compileRuleSet(rules);
    return recognisePage(page, { matcher: tagMatcherOf(compiled), circuitOf: circuitOfRules(compiled) });
  });
}
