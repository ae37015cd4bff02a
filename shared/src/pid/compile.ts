import type { RuleRow, RuleSetData, TagRule, TagType } from '../contracts/pidRules.ts';
import { TAG_TYPES } from '../contracts/pidRules.ts';
import { type CircuitMatcher, compileCircuits } from './circuits.ts';
import {
  charClass,
  delimiterPattern,
  featurePattern,
  fixedValuesPattern,
  separableWithoutGap,
  TOKEN_BREAK,
} from './features.ts';

/** A text recognised as a tag by one rule. */
export interface TagMatch {
  type: TagType;
  /** The normalised tag: upper case, the rule's delimiters (see `joinFields`). */
  tag: string;
  /** Parsed fields by attribute id (fkAttributeId): functionLetters, loopNumber, suffix, size, service, … */
  fields: Record<string, string>;
  /** The tags a slash-joined suffix stands for: "P-906A/B" → ["P-906A", "P-906B"]; otherwise [tag]. */
  alternates: string[];
  /** Which rule of the type matched (index in its ruleSettings) and its name. */
  rule: { index: number; name?: string };
  /** Higher is more specific: fixed rows, then filled rows; ties go to instrument, valve, device, pipeline. */
  specificity: number;
  /** Where the match sits in the scanned text (scan only). */
  start?: number;
  end?: number;
}

export interface MatcherOptions {
  /** Also read lower-case text (OCR output); results are upper case either way. Default false. */
  ignoreCase?: boolean;
}

export interface RuleMatcher extends CircuitMatcher {
  /** The best reading of one whole text (trimmed), or null. */
  match(text: string): TagMatch | null;
  /** Every rule's reading of one whole text, most specific first. */
  matchAll(text: string): TagMatch[];
  /** The best reading of nearby texts taken together (a bubble's "FIC" over "101"); breaks act as delimiters. */
  matchTokens(tokens: readonly string[]): TagMatch | null;
  /** Tags inside a longer text (notes, title lines), without overlaps, in text order. */
  scan(text: string): TagMatch[];
}

/** Tie-break between types that read the same text equally well (an instrument beats a line number). */
const TYPE_PRIORITY: Record<TagType, number> = { instrument: 3, valve: 2, device: 1, pipeline: 0 };

interface CompiledRule {
  type: TagType;
  index: number;
  name?: string;
  rows: RuleRow[];
  whole: RegExp;
  inside: RegExp;
  baseSpecificity: number;
}

function rowPattern(row: RuleRow, index: number, last: boolean): string {
  const body =
    row.fieldFeatures === 'fixed'
      ? fixedValuesPattern(row.dmRuleFixeds.map((f) => f.fixedValue.trim().toUpperCase()).filter(Boolean))
      : featurePattern(row.fieldFeatures === '' ? 'all' : row.fieldFeatures);
  // A last letter suffix may name several items at once: P-906A/B is the pump pair P-906A and P-906B.
  const alternates = last && row.fieldFeatures === 'en' ? `(?:[ ]?/[ ]?${body})*` : '';
  return `(?<f${index}>${body}${alternates})`;
}

function rulePattern(rows: RuleRow[], inText: boolean): string {
  let pattern = '';
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    const field = rowPattern(row, i, last);
    if (i === 0) {
      pattern = field;
      return;
    }
    const optional = last && row.allowToBeEmpty === 0;
    const before = rows[i - 1];
    const separable = separableWithoutGap(before.fieldFeatures, row.fieldFeatures);
    const piece = delimiterPattern(before.delimiter, { inText, beforeOptional: optional, separable }) + field;
    pattern += optional ? `(?:${piece})?` : piece;
  });
  return pattern;
}

function compileRule(type: TagType, rule: TagRule, index: number, flags: string): CompiledRule | null {
  const rows = [...rule.rows].sort((a, b) => (a.ruleSort ?? 0) - (b.ruleSort ?? 0));
  if (rows.length === 0) return null;
  const fixed = rows.filter((r) => r.fieldFeatures === 'fixed').length;
  const loose = rows.filter((r) => r.fieldFeatures === 'all').length;
  return {
    type,
    index,
    name: rule.name,
    rows,
    whole: new RegExp(`^${rulePattern(rows, false)}$`, flags),
    inside: new RegExp(`(?<![A-Za-z0-9])${rulePattern(rows, true)}(?![A-Za-z0-9])`, `${flags}g`),
    baseSpecificity: fixed * 1000 - loose * 10 + TYPE_PRIORITY[type],
  };
}

/** Upper case, no inner spaces, one spelling of the inch mark. */
function cleanField(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s\u2063]+/g, '')
    .replace(/\u201d|\u2033|''/g, '"');
}

/**
 * The normalised tag: fields joined by their row's delimiter. Hyphen and slash are written as such; a space
 * delimiter (which also reads "no gap") becomes '-' from letters to digits, nothing from digits to a letter
 * suffix or from a fixed code to letters (BVMO1), and one space otherwise, so "PT 2001A", "PT2001A" and
 * "PT-2001A" are the same tag.
 */
function joinFields(rows: RuleRow[], values: string[]): string {
  let tag = '';
  values.forEach((value, i) => {
    if (i > 0 && value) {
      const delimiter = rows[i - 1].delimiter;
      if (delimiter === 'hyphen') tag += '-';
      else if (delimiter === 'slash') tag += '/';
      else {
        const before = charClass(tag.at(-1));
        const after = charClass(value[0]);
        // A fixed code runs straight into a lettered identifier (BVMO1, not BV MO1), as drawings write it.
        const codeThenLetters =
          before === 'letter' &&
          after === 'letter' &&
          rows[i - 1].fieldFeatures === 'fixed' &&
          rows[i].fieldFeatures !== 'fixed';
        if (before === 'letter' && after === 'digit') tag += '-';
        else if (!(before === 'digit' && after === 'letter') && !codeThenLetters) tag += ' ';
      }
    }
    tag += value;
  });
  return tag;
}

function readMatch(rule: CompiledRule, groups: Record<string, string | undefined>): TagMatch {
  const values = rule.rows.map((_, i) => cleanField(groups[`f${i}`] ?? ''));
  const fields: Record<string, string> = {};
  rule.rows.forEach((row, i) => {
    if (values[i]) fields[row.fkAttributeId] = values[i];
  });
  const tag = joinFields(rule.rows, values);
  const lastIndex = values.length - 1;
  const last = values[lastIndex];
  const alternates =
    last?.includes('/') && rule.rows[lastIndex].fieldFeatures === 'en'
      ? last.split('/').map((part) => joinFields(rule.rows, [...values.slice(0, lastIndex), part]))
      : [tag];
  const filled = values.filter(Boolean).length;
  return {
    type: rule.type,
    tag,
    fields,
    alternates,
    rule: { index: rule.index, ...(rule.name ? { name: rule.name } : {}) },
    specificity: rule.baseSpecificity + filled * 100,
  };
}

const bySpecificity = (a: TagMatch, b: TagMatch) => b.specificity - a.specificity;

/**
 * Collapses runs of white space (a token break, U+2063, is not white space and stays) and writes every inch
 * mark as '"', so a fixed size such as 3" reads 3” and 3'' too.
 */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\u201d|\u2033|''/g, '"')
    .trim();
}

/**
 * Compiles a rule set (every type's rules and the circuit rows) into a matcher. Rows are taken in ruleSort
 * order. Call `validateRuleSet` first for user input: compile assumes the spec's rules hold.
 */
export function compileRuleSet(set: RuleSetData, options: MatcherOptions = {}): RuleMatcher {
  const flags = options.ignoreCase ? 'i' : '';
  const rules: CompiledRule[] = [];
  for (const type of TAG_TYPES) {
    const typeSet = set.types.find((t) => t.type === type);
    typeSet?.ruleSettings.forEach((rule, index) => {
      const compiled = compileRule(type, rule, index, flags);
      if (compiled) rules.push(compiled);
    });
  }

  const matchAll = (text: string): TagMatch[] => {
    const input = tidy(text);
    if (!input) return [];
    const found: TagMatch[] = [];
    for (const rule of rules) {
      const m = rule.whole.exec(input);
      if (m?.groups) found.push(readMatch(rule, m.groups));
    }
    return found.sort(bySpecificity);
  };

  const scan = (text: string): TagMatch[] => {
    const input = text.split(TOKEN_BREAK).join(' ');
    const found: TagMatch[] = [];
    for (const rule of rules) {
      rule.inside.lastIndex = 0;
      for (const m of input.matchAll(rule.inside)) {
        if (!m.groups) continue;
        found.push({ ...readMatch(rule, m.groups), start: m.index, end: m.index + m[0].length });
      }
    }
    // Longest first, then most specific; keep those that do not overlap one already kept.
    found.sort(
      (a, b) => (b.end ?? 0) - (b.start ?? 0) - ((a.end ?? 0) - (a.start ?? 0)) || bySpecificity(a, b),
    );
    const kept: TagMatch[] = [];
    for (const m of found) {
      const start = m.start ?? 0;
      const end = m.end ?? 0;
      if (kept.every((k) => end <= (k.start ?? 0) || start >= (k.end ?? 0))) kept.push(m);
    }
    return kept.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  };

  return {
    match: (text) => matchAll(text)[0] ?? null,
    matchAll,
    matchTokens: (tokens) => {
      const parts = tokens.map(tidy).filter(Boolean);
      return parts.length === 0 ? null : (matchAll(parts.join(TOKEN_BREAK))[0] ?? null);
    },
    scan,
    ...compileCircuits(set.meterRuleSettings),
  };
}
