import type {
  Delimiter,
  FieldFeature,
  PidAttribute,
  RuleRow,
  RuleSetData,
  TagRule,
  TagType,
  TypeRuleSet,
} from '../contracts/pidRules.ts';
import { RULE_LIMITS, TAG_TYPES } from '../contracts/pidRules.ts';

/**
 * Tag rules inferred from known tags (a DEXPI drawing's equipment, line numbers, instrument functions and
 * valves): each type's tags are cut into fields, tags of one shape become one rule, and a shape that is
 * another plus one last field becomes that rule with an optional last field. The class letters of
 * equipment, valves and instruments become a fixed field (the tags' letters, widened by the type's preset
 * when given); other letters stay `en` (`all` where the tags write them in mixed case, "MNb", since fixed
 * and `en` fields read capitals), numbers `number`, mixed codes `ennumber`. Pure: the caller validates the
 * answer with `validateRuleSet` and checks it reads the tags (`coverageOf` in the rule service).
 */

export interface TagSample {
  type: TagType;
  tag: string;
}

export interface InferOptions {
  /** The rules that applied so far: kept for types without samples, and the circuit rows. */
  base: RuleSetData;
  /** The attributes rows may fill (built-in plus the project's). */
  attributes: readonly PidAttribute[];
  /** Extra class letters per type (the seeded presets), added where no other type's same-shaped rule has them. */
  presets?: Partial<Record<TagType, readonly string[]>>;
}

export interface InferredRules {
  ruleSet: RuleSetData;
  /** The types whose rules were inferred (the others are the base's). */
  inferred: TagType[];
  /** Samples no rule could be made for (more fields than a rule may hold, or no attribute left). */
  skipped: TagSample[];
}

type TokenFeature = Exclude<FieldFeature, 'fixed' | 'first' | 'end'>;

interface Token {
  text: string;
  feature: TokenFeature;
  /** The delimiter after the token; the last token's is unused (space). */
  after: Delimiter;
}

const HYPHEN = /^[-\u2010-\u2014\u2212]$/;
const INCH = `(?:"|\u201d|\u2033|'')`;
const NUMBER = new RegExp(`^\\d+(?:\\.\\d+)?(?:${INCH}|/\\d+${INCH})?$`);
/** Letters then a number (and a letter suffix) written together: "PV4712.02", "FIC101A", "H1007". */
const LETTERS_NUMBER = /^([A-Z]+)(\d+(?:\.\d+)?)([A-Z]*)$/;
/** A number and its letter suffix written together: "906A", "2001B". */
const NUMBER_SUFFIX = /^(\d+(?:\.\d+)?)([A-Z]+)$/;

function wordFeature(word: string): TokenFeature {
  if (NUMBER.test(word)) return 'number';
  if (/^[A-Z]+$/.test(word)) return 'en';
  if (/^[A-Z0-9]+$/.test(word)) return 'ennumber';
  // Mixed-case letters ("MNb") or other characters: only `all` reads them as written.
  return 'all';
}

/**
 * The fields of a tag. Words are split at spaces, hyphens and slashes (a size's fraction, 1/2", stays
 * whole). A first word that runs letters into a number is split there, as is a number running into a
 * letter suffix; other mixed words ("75HB13", "A1A") are one code.
 */
export function tokenise(tag: string): Token[] {
  const parts = tag
    .trim()
    .match(/\d+\/\d+(?:"|\u201d|\u2033|'')|[^\s\-\u2010-\u2014\u2212/]+|\s+|[-\u2010-\u2014\u2212]|\//g);
  const tokens: Token[] = [];
  let pending: Delimiter | null = null;
  for (const part of parts ?? []) {
    if (/^\s+$/.test(part) || HYPHEN.test(part) || part === '/') {
      // " - " reads as a hyphen: the stronger delimiter wins over the spaces around it.
      const delimiter: Delimiter = part === '/' ? 'slash' : HYPHEN.test(part) ? 'hyphen' : 'space';
      if (pending === null || pending === 'space') pending = delimiter;
      continue;
    }
    const last = tokens.at(-1);
    if (last && pending) last.after = pending;
    pending = null;
    const pieces = splitWord(part, tokens.length === 0);
    tokens.push(...pieces.map((text) => ({ text, feature: wordFeature(text), after: 'space' as Delimiter })));
  }
  return tokens;
}

function splitWord(word: string, first: boolean): string[] {
  const joined = first ? LETTERS_NUMBER.exec(word) : null;
  if (joined) return [joined[1], joined[2], joined[3]].filter(Boolean);
  const suffixed = NUMBER_SUFFIX.exec(word);
  if (suffixed) return [suffixed[1], suffixed[2]];
  return [word];
}

/** Tags of one shape: the same features and delimiters, field by field. */
interface Shape {
  features: TokenFeature[];
  delimiters: Delimiter[];
  values: string[][];
  samples: TagSample[];
  /** The last field may be empty (a shorter shape merged in). */
  optionalLast: boolean;
}

const shapeKey = (features: readonly string[], delimiters: readonly string[]) =>
  features.map((f, i) => `${f}${i < features.length - 1 ? `/${delimiters[i]}` : ''}`).join(' ');

function shapesOf(samples: TagSample[]): Map<string, Shape> {
  const shapes = new Map<string, Shape>();
  for (const sample of samples) {
    const tokens = tokenise(sample.tag);
    if (tokens.length === 0) continue;
    const features = tokens.map((t) => t.feature);
    const delimiters = tokens.slice(0, -1).map((t) => t.after);
    const key = shapeKey(features, delimiters);
    const shape = shapes.get(key) ?? {
      features,
      delimiters,
      values: features.map(() => []),
      samples: [],
      optionalLast: false,
    };
    tokens.forEach((t, i) => {
      shape.values[i].push(t.text);
    });
    shape.samples.push(sample);
    shapes.set(key, shape);
  }
  // "P-101" and "P-101A": one rule whose suffix may be empty.
  for (const [key, shorter] of [...shapes.entries()].sort(([a], [b]) => a.length - b.length)) {
    const longer = [...shapes.values()].find(
      (s) =>
        s !== shorter &&
        s.features.length === shorter.features.length + 1 &&
        shapeKey(s.features.slice(0, -1), s.delimiters.slice(0, -1)) === key,
    );
    if (!longer) continue;
    longer.optionalLast = true;
    shorter.values.forEach((values, i) => {
      longer.values[i].push(...values);
    });
    longer.samples.push(...shorter.samples);
    shapes.delete(key);
  }
  return shapes;
}

/** The class attribute (whose letters become fixed values) and number attribute of each letter-tag type. */
const CLASS_OF: Partial<Record<TagType, { letters: string; number: string }>> = {
  device: { letters: 'equipmentClass', number: 'equipmentNumber' },
  valve: { letters: 'functionLetters', number: 'loopNumber' },
  instrument: { letters: 'functionLetters', number: 'loopNumber' },
};

const isLetters = (f: TokenFeature) => f === 'en' || f === 'all';

/** What each field of a shape is: the attribute it fills, and whether it is the type's fixed class letters. */
function fieldRoles(
  type: TagType,
  shape: Shape,
  attributes: readonly PidAttribute[],
): { attribute: string; fixed: boolean }[] | null {
  const wanted: (string | null)[] = shape.features.map(() => null);
  const cls = CLASS_OF[type];
  if (cls) {
    const letters = shape.features.indexOf('en');
    if (letters >= 0) {
      wanted[letters] = cls.letters;
      const number = shape.features.findIndex((f, i) => i > letters && f === 'number');
      if (number >= 0) wanted[number] = cls.number;
      shape.features.forEach((f, i) => {
        if (i > Math.max(letters, number) && f === 'en' && !wanted.includes('suffix')) wanted[i] = 'suffix';
        if (i < letters && f === 'number' && !wanted.includes('area')) wanted[i] = 'area';
      });
    }
  } else if (type === 'pipeline') {
    pipelineRoles(shape, wanted);
  }
  const usable = attributes
    .filter((a) => a.types.includes(type))
    .sort((a, b) => a.sort - b.sort)
    .map((a) => a.id);
  const used = new Set(wanted.filter((w): w is string => w !== null && usable.includes(w)));
  const roles: { attribute: string; fixed: boolean }[] = [];
  for (let i = 0; i < wanted.length; i++) {
    let attribute = wanted[i] && usable.includes(wanted[i] as string) ? (wanted[i] as string) : null;
    if (!attribute) {
      attribute = usable.find((id) => !used.has(id)) ?? null;
      if (!attribute) return null;
      used.add(attribute);
    }
    roles.push({ attribute, fixed: cls !== undefined && attribute === cls.letters });
  }
  return roles;
}

/**
 * Line numbers: letters are the fluid service (later letters the class or insulation), a letters-and-digits
 * code the piping class; of the numbers, one with an inch mark is the size, else the longest is the
 * sequence number and a shorter one the size.
 */
function pipelineRoles(shape: Shape, wanted: (string | null)[]) {
  const letters = shape.features.flatMap((f, i) => (isLetters(f) ? [i] : []));
  const codes = shape.features.flatMap((f, i) => (f === 'ennumber' ? [i] : []));
  const numbers = shape.features.flatMap((f, i) => (f === 'number' ? [i] : []));
  if (letters[0] !== undefined) wanted[letters[0]] = 'service';
  const spec = codes[0] ?? letters[1];
  if (spec !== undefined) wanted[spec] = 'spec';
  const inches = numbers.find((i) => shape.values[i].some((v) => /["\u201d\u2033']/.test(v)));
  const width = (i: number) => Math.max(...shape.values[i].map((v) => v.replace(/\D/g, '').length), 0);
  const byWidth = [...numbers].sort((a, b) => width(b) - width(a) || a - b);
  const sequence = byWidth.find((i) => i !== inches);
  if (sequence !== undefined) wanted[sequence] = 'sequence';
  const size = inches ?? byWidth.find((i) => i !== sequence);
  if (size !== undefined && size !== sequence) wanted[size] = 'size';
}

const unique = (values: readonly string[]) => [...new Set(values)];

function ruleOf(
  type: TagType,
  shape: Shape,
  roles: { attribute: string; fixed: boolean }[],
  signs: Map<string, string>,
): TagRule {
  const rows: RuleRow[] = shape.features.map((feature, i) => {
    const last = i === shape.features.length - 1;
    const { attribute, fixed } = roles[i];
    const sign = signs.get(attribute);
    return {
      fkAttributeId: attribute,
      fieldFeatures: fixed ? 'fixed' : feature,
      delimiter: last ? 'space' : shape.delimiters[i],
      allowToBeEmpty: last && shape.optionalLast ? 0 : 1,
      dmRuleFixeds: fixed
        ? unique(shape.values[i].map((v) => v.toUpperCase())).map((fixedValue) => ({ fixedValue }))
        : [],
      ruleSort: i + 1,
      ruleType: type,
      ...(sign === 'jz' || sign === 'sbzldm' ? { attributeSign: sign } : {}),
    };
  });
  return { name: `seeded: ${shape.samples[0].tag}`.slice(0, 100), rows };
}

/** The rule string validation compares types by (features, delimiters, optional last field). */
const ruleStringOf = (rule: TagRule) =>
  rule.rows.map((r) => `${r.fieldFeatures}${r.allowToBeEmpty === 0 ? '?' : ''}/${r.delimiter}`).join(' ');

/**
 * Widens each fixed class field with the type's preset, leaving out every value another type's rule of the
 * same rule string holds (validation refuses two such rules sharing a value) and staying under the limit.
 */
function widen(types: TypeRuleSet[], presets: Partial<Record<TagType, readonly string[]>>) {
  const taken = new Map<string, Map<TagType, Set<string>>>();
  const fixedRow = (rule: TagRule) => rule.rows.find((r) => r.fieldFeatures === 'fixed');
  for (const set of types)
    for (const rule of set.ruleSettings) {
      const row = fixedRow(rule);
      if (!row) continue;
      const byType = taken.get(ruleStringOf(rule)) ?? new Map<TagType, Set<string>>();
      const values = byType.get(set.type) ?? new Set<string>();
      for (const f of row.dmRuleFixeds) values.add(f.fixedValue);
      byType.set(set.type, values);
      taken.set(ruleStringOf(rule), byType);
    }
  for (const set of types) {
    const preset = presets[set.type];
    if (!preset) continue;
    for (const rule of set.ruleSettings) {
      const row = fixedRow(rule);
      // Only rules with one fixed field: validation compares fixed fields together.
      if (!row || rule.rows.filter((r) => r.fieldFeatures === 'fixed').length !== 1) continue;
      const byType = taken.get(ruleStringOf(rule)) ?? new Map();
      const others = new Set(
        [...byType.entries()].filter(([t]) => t !== set.type).flatMap(([, v]) => [...v]),
      );
      const have = new Set(row.dmRuleFixeds.map((f) => f.fixedValue));
      for (const value of preset) {
        if (have.size >= RULE_LIMITS.fixedValuesPerRow) break;
        const v = value.toUpperCase();
        if (have.has(v) || others.has(v)) continue;
        have.add(v);
        row.dmRuleFixeds.push({ fixedValue: v });
        byType.get(set.type)?.add(v);
      }
    }
  }
}

/** Rule sets per type inferred from the samples; types without samples keep the base's rules. */
export function inferRuleSet(samples: readonly TagSample[], options: InferOptions): InferredRules {
  const signs = new Map(
    options.attributes.flatMap((a) => (a.attributeSign ? [[a.id, a.attributeSign]] : [])),
  );
  const skipped: TagSample[] = [];
  const inferred: TagType[] = [];
  const types: TypeRuleSet[] = [];
  for (const type of TAG_TYPES) {
    const own = samples.filter((s) => s.type === type && s.tag.trim());
    if (own.length === 0) {
      const base = options.base.types.find((t) => t.type === type);
      if (base) types.push({ type, ruleSettings: base.ruleSettings });
      continue;
    }
    // The most common shapes first: the rule limit drops the rarest.
    const shapes = [...shapesOf(own).values()].sort((a, b) => b.samples.length - a.samples.length);
    const ruleSettings: TagRule[] = [];
    for (const shape of shapes) {
      const roles =
        shape.features.length <= RULE_LIMITS.rowsPerRule && ruleSettings.length < RULE_LIMITS.rulesPerType
          ? fieldRoles(type, shape, options.attributes)
          : null;
      if (!roles) {
        skipped.push(...shape.samples);
        continue;
      }
      ruleSettings.push(ruleOf(type, shape, roles, signs));
    }
    if (ruleSettings.length === 0) continue;
    inferred.push(type);
    types.push({ type, ruleSettings });
  }
  if (options.presets) widen(types, options.presets);
  return { ruleSet: { types, meterRuleSettings: options.base.meterRuleSettings }, inferred, skipped };
}
