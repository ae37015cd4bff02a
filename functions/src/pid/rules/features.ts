import type { Delimiter, FieldFeature } from '@loopline/shared/contracts/pidRules';

/**
 * The regular-expression pieces a rule row compiles to. Tokens from one page are joined with
 * TOKEN_BREAK (U+2063, an invisible separator) when a tag is read across several texts (an instrument bubble's letters over its number):
 * a break stands for any delimiter and never occurs inside a field.
 */
export const TOKEN_BREAK = '\u2063';

/** Hyphen-like characters OCR and fonts produce for '-'. */
const HYPHENS = '\\-\u2010\u2011\u2012\u2013\u2014\u2212';

/** Inch marks as drawings and OCR write them (6", 6”, 6″, 6''). */
const INCH = `(?:"|\u201d|\u2033|'')`;

/** What each tag feature's text looks like (upper case; case folding is the matcher's option). */
export function featurePattern(feature: FieldFeature): string {
  switch (feature) {
    case 'number':
      // Loop and sequence numbers are digits; a line size may be a decimal or a fraction with an inch mark.
      return `\\d+(?:\\.\\d+)?(?:${INCH}|/\\d+${INCH})?`;
    case 'en':
      return '[A-Z]+';
    case 'ennumber':
      return '[A-Z0-9]+';
    case 'all':
      // Anything printable up to the next delimiter; never a space or a token break.
      return `[^\\s${TOKEN_BREAK}${HYPHENS}/]+`;
    default:
      throw new Error(`feature ${feature} has no text pattern`);
  }
}

/**
 * Whether two adjacent fields stay apart with no gap: letters next to digits, or a fixed field. Spec 3 §5
 * asks for this beside a space delimiter; where it does not hold the space must be there.
 */
export function separableWithoutGap(a: FieldFeature | '', b: FieldFeature | ''): boolean {
  const pair = new Set([a, b]);
  if (pair.has('fixed')) return true;
  return pair.size === 2 && pair.has('number') && pair.has('en');
}

/**
 * The text between two fields. A space delimiter also allows no gap at all ("FIC101", "2001A") when the
 * fields stay apart without one (`separable`); otherwise it needs the space ("47127 75HB13"). Inside a longer
 * text (`inText`) a space is a word break, so a space delimiter takes at most one space, and none before an
 * optional last field: "FV-2001 VIA" is FV-2001 followed by a word, not suffix VIA.
 */
export function delimiterPattern(
  delimiter: Delimiter,
  options: { inText?: boolean; beforeOptional?: boolean; separable?: boolean } = {},
): string {
  const { inText = false, beforeOptional = false, separable = true } = options;
  switch (delimiter) {
    case 'hyphen':
      return `(?:[ ]?[${HYPHENS}][ ]?|${TOKEN_BREAK})`;
    case 'slash':
      return `(?:[ ]?/[ ]?|${TOKEN_BREAK})`;
    case 'space':
      if (inText) return separable ? (beforeOptional ? '' : '[ ]?') : '[ ]';
      return separable ? `(?:[ \\t]*|${TOKEN_BREAK})` : `(?:[ \\t]+|${TOKEN_BREAK})`;
  }
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

/**
 * One alternation for a list of fixed values, factored by common prefixes so a preset of thousands of
 * function-letter combinations stays a small, fast expression. Longer values are tried first.
 */
export function fixedValuesPattern(values: readonly string[]): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const value of values) {
    let node = root;
    for (const ch of value) {
      let child = node.next.get(ch);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.next.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([ch, child]) => escapeRegExp(ch) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
    if (!node.end) return body;
    return branches.length === 1 && branches[0].length === 1 ? `${body}?` : `(?:${branches.join('|')})?`;
  };
  if (root.next.size === 0) return '(?!)';
  const body = emit(root);
  return root.end ? `(?:${body})?` : `(?:${body})`;
}

/** Letters or digits: which character class a field value begins or ends with. */
export function charClass(ch: string | undefined): 'letter' | 'digit' | 'other' {
  if (ch === undefined) return 'other';
  if (/[A-Za-z]/.test(ch)) return 'letter';
  if (/\d/.test(ch)) return 'digit';
  return 'other';
}
