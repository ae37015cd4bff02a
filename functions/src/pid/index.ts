/**
 * The P&ID domain's public face: what other folders (the seed, workers) may use of it. A recognition worker
 * reads a drawing's rules with `ruleService.rulesForFile(projectId, fileId)` (the drawing's, else its
 * project's, else the platform default) and compiles them with `compileRuleSet` from `./rules/index.ts`.
 */
export { ruleService } from './rules/api/wiring.ts';
