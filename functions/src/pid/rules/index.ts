/**
 * P&ID tag rules (dm2d): a pure library, no I/O. The recognition engine reads tags with it; the dm2d routes
 * validate and store rule sets with it. The compiler and the checks sit in `shared/src/pid/` (the browser's
 * rule dialog runs them too) and are re-exported here under the same names.
 *
 * ```ts
 * import { compileRuleSet, defaultRuleSet } from '../rules/index.ts';
 *
 * const matcher = compileRuleSet(ruleSet ?? defaultRuleSet(), { ignoreCase: isOcr });
 * matcher.match('FIC-101');
 * //  { type: 'instrument', tag: 'FIC-101', fields: { functionLetters: 'FIC', loopNumber: '101' },
 * //    alternates: ['FIC-101'], rule: { index: 0, name: 'hyphen' }, specificity: … }
 * matcher.match('P-906A/B');       // device, fields { equipmentClass: 'P', equipmentNumber: '906', suffix: 'A/B' },
 *                                  // alternates ['P-906A', 'P-906B']
 * matcher.match('6"-P-1001-A1A');  // pipeline, fields { size: '6"', service: 'P', sequence: '1001', spec: 'A1A' }
 * matcher.match('NOTE 1');         // null
 * matcher.matchAll(text);         // every rule's reading of the text, most specific first
 * matcher.matchTokens(['FIC', '101']);      // a bubble's two lines read as one tag: FIC-101
 * matcher.scan('SEE P-101A AND FV-2001');   // tags inside a longer text, with start/end offsets
 * matcher.circuitOf(match);        // { parts: ['F', '101'], loop: 'F-101' } or null
 * matcher.circuits(matches);       // [{ loop: 'F-101', parts, members: [FT-101, FIC-101, FV-101] }, …]
 * ```
 *
 * - Types: `pipeline`, `device`, `valve`, `instrument` (`TAG_TYPES`). `fields` are keyed by attribute id;
 *   the built-in ids (`BUILT_IN_ATTRIBUTES`) are area, building, size, service, sequence, spec, insulation,
 *   equipmentClass, equipmentNumber, functionLetters, loopNumber, suffix.
 * - `tag` is normalised: upper case, hyphen/slash as the rule declares; a space delimiter (which also reads no
 *   gap) is written '-' from letters to digits and nothing before a letter suffix, so "PT 2001A", "PT2001A"
 *   and "PT-2001A" all give "PT-2001A". Inch marks become '"'.
 * - A text one rule set reads several ways (e.g. "100-FT-001" as an area-prefixed instrument and, were the
 *   piping class optional, as a line number) answers the most specific reading: more fixed fields, then more
 *   filled fields, then instrument > valve > device > pipeline. `matchAll` gives all of them.
 * - The default line-number rule requires the piping class, and equipment tags need a hyphen: "10-PID-2001"
 *   (a drawing number) and "A1" (a grid reference) are no tags. Title-block texts such as a sheet number
 *   "S-0001" still read as equipment: leave the title block out before matching.
 * - Matching is case-sensitive unless `ignoreCase` (drawings write tags in capitals; lower case is prose).
 * - Circuits (instrument loops): the rule set's meterRuleSettings; by default the same first letter
 *   (measured variable) and the same loop number, so FT-101, FIC-101 and FV-101 form loop F-101, while
 *   TT-101 is loop T-101. Any match with the rows' attributes can be grouped (valves included).
 * - `validateRuleSet(set, attributes)` runs the checks of spec 3 §5 and answers the normalised set plus
 *   errors and warnings (the spec's confirms) as message keys (`pid.rule.*`, `pid.circuit.*`). A space delimiter
 *   between fields that run together without a gap (number-number, ennumber-number) then needs a real space.
 * - Rule-set shapes (rule rows, circuit rows, `RuleSetData`) are the zod contract in
 *   `@loopline/shared/contracts/pidRules`.
 */
// The compiler and the checks live in shared/ so the browser's rule dialog runs the very same code.
export {
  type Circuit,
  type CircuitMatcher,
  compileRuleSet,
  type MatcherOptions,
  type RuleMatcher,
  type RuleProblem,
  type RuleValidation,
  type TagMatch,
  TOKEN_BREAK,
  validateRuleSet,
} from '@loopline/shared/pid/rules';
export { BUILT_IN_ATTRIBUTES, defaultRuleSet } from './defaults.ts';
export { instrumentLetters, SINGLE_VALVE_LETTER, VALVE_TYPE_CODES, valveLetters } from './isa.ts';
