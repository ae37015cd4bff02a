/**
 * P&ID recognition of one page, as a pure library (no storage, no state): read a page (vector PDF,
 * scanned PDF page, PNG/JPEG) into primitives, then recognise symbols, tags, pipelines, loops and
 * index rows with the active tag rules.
 *
 * ```ts
 * const matcher = tagMatcherOf(compileRuleSet(ruleSet ?? defaultRuleSet()));
 * const page = await withPidPdf(bytes, (doc) => readVectorPage(doc, 1));
 * const result = recognisePage(page, { matcher, circuitOf: circuitOfRules(rules) });
 * ```
 * A raster page: `readRasterPage(bytes, await createOcr())`, then `recognisePage(page, { matcher,
 * toImage: page.toImage })`. Refusals are `PidPageRefusedError` with a message key as `reason`.
 */
export type { TagKind, TagMatcher, TagReading } from './classify.ts';
export { type PageRefusal, PidPageRefusedError } from './errors.ts';
export { MAX_PAGE_PIXELS } from './raster/image.ts';
export { createOcr, type Ocr } from './raster/ocr.ts';
export { type RasterPage, readRasterPage } from './raster/readRaster.ts';
export { type RecogniseOptions, recognisePage } from './recognise.ts';
export { circuitOfRules, tagMatcherOf } from './rulesMatcher.ts';
export type * from './types.ts';
export { readDxfPage } from './vector/readDxf.ts';
export { readVectorPage, withPidPdf } from './vector/readPdf.ts';
export { readSvgPage } from './vector/readSvg.ts';
export { looksScanned, renderPageImage } from './vector/renderScan.ts';
