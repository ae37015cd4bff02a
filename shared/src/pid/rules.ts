/**
 * The pure P&ID tag-rule compiler and the spec 3 §5 rule checks, shared by the server (dm2d routes, the
 * recognition engine, through `functions/src/pid/rules/index.ts`) and the browser (the rule settings dialog
 * checks rows as they are edited and previews sample tags with the same compiler). No I/O here.
 */
export type { Circuit, CircuitMatcher } from './circuits.ts';
export { compileRuleSet, type MatcherOptions, type RuleMatcher, type TagMatch } from './compile.ts';
export { TOKEN_BREAK } from './features.ts';
export { type RuleProblem, type RuleValidation, validateRuleSet } from './validate.ts';
