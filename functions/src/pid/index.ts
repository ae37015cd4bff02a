/**
 * The P&ID domain's public face: what other folders (the seed, workers) may use of it. A recognition worker
 * reads a drawing's rules with `ruleService.rulesForFile(projectId, fileId)` (the drawing's, else its
 * project's, else the platform default) and compiles them with `compileRuleSet` from `./rules/index.ts`.
 * The preview's SVG downloads (rendition/) answer a recognised drawing's page with `recognisedPageSvg` and
 * `recognitionLayerSvg`.
 */
export { isRecognisable } from './recognition/kinds.ts';
export { recognisedPageSvg, recognitionLayerSvg } from './recognition/reads.ts';
export { ruleService } from './rules/api/wiring.ts';
