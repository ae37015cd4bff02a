/**
 * The P&ID domain's public face: what other folders (the seed, workers) may use of it.
 */
export { ruleService } from './rules/api/wiring.ts';
