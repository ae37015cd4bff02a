import { z } from 'zod';
import { IdSchema } from './ids.ts';

/**
 * P&ID tag rules (`/api/cloud/dm2d/rule/*`, spec 3 §3, §5, §7): the rule rows of each tag type and the
 * instrument-circuit (meter) rows, as the rule-settings dialog and the back-office editor send them.
 *
 * The schemas check shape only (types, lengths, counts). The spec's own rule checks (a row needs an
 * attribute and a feature, fixed features need values, delimiter and allow-empty placement, duplicate
 * rule strings across types, circuit rows) answer with the spec's messages from the server's rule
 * validation, so a missing attribute reads "instrument rule 1, row 2: choose an attribute field" rather
 * than a schema error.
 */

/** The four tag types a rule set covers, in the dialog's tab order. */
export const TAG_TYPES = ['pipeline', 'device', 'valve', 'instrument'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * What a row's text looks like. number: digits (a size may carry a fraction or an inch mark); en: letters;
 * ennumber: letters and digits; fixed: one of the row's fixed values; all: any characters up to the delimiter.
 * first / end are circuit-row field positions (the first or last character of the attribute's value).
 */
export const FIELD_FEATURES = ['number', 'en', 'ennumber', 'fixed', 'all', 'first', 'end'] as const;
export type FieldFeature = (typeof FIELD_FEATURES)[number];
/** Features a tag row may use; first/end only place a circuit row. */
export const TAG_FEATURES = [
  'number',
  'en',
  'ennumber',
  'fixed',
  'all',
] as const satisfies readonly FieldFeature[];
/** Field positions of a circuit row: the whole value, its first character, its last character. */
export const CIRCUIT_POSITIONS = ['all', 'first', 'end'] as const satisfies readonly FieldFeature[];

export const DELIMITERS = ['space', 'hyphen', 'slash'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const HANDLING_METHODS = ['all', 'exclude'] as const;
export type HandlingMethod = (typeof HANDLING_METHODS)[number];

/** Preset fixed-value lists: jz building codes, sbzldm equipment class codes (spec 3 §3). */
export const ATTRIBUTE_SIGNS = ['jz', 'sbzldm'] as const;

/** Limits that keep one rule set (and the regular expressions compiled from it) small. */
export const RULE_LIMITS = {
  rulesPerType: 20,
  rowsPerRule: 12,
  fixedValuesPerRow: 2000,
  fixedValueLength: 32,
  circuitRows: 10,
} as const;

const text = (max: number) => z.string().trim().max(max);

/** One fixed value of a fixed row (spec: dmRuleFixeds, fixedValue). */
export const RuleFixedSchema = z.object({
  id: text(64).optional(),
  fixedValue: z.string().max(RULE_LIMITS.fixedValueLength),
});

const RowBase = {
  /** The attribute this row fills (an id of `rule/attribute/query`); '' is answered with the spec's message. */
  fkAttributeId: text(64).default(''),
  attributeFieldLabel: text(100).optional(),
  attributeSign: z.enum(ATTRIBUTE_SIGNS).or(z.literal('')).optional(),
  dmRuleFixeds: z.array(RuleFixedSchema).max(RULE_LIMITS.fixedValuesPerRow).default([]),
  ruleSort: z.coerce.number().int().min(1).max(1000).optional(),
};

/** One row of a tag rule: a field of the tag and the delimiter that follows it. */
export const RuleRowSchema = z.object({
  ...RowBase,
  /** '' is answered with the spec's "choose a field feature" message. */
  fieldFeatures: z.enum(FIELD_FEATURES).or(z.literal('')).default(''),
  delimiter: z.enum(DELIMITERS).default('hyphen'),
  /** 0: the field may be empty (last row only), 1: it may not. */
  allowToBeEmpty: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  handlingMethod: z.enum(HANDLING_METHODS).optional(),
  ruleType: z.enum(TAG_TYPES).optional(),
});
export type RuleRowInput = z.input<typeof RuleRowSchema>;
export type RuleRow = z.output<typeof RuleRowSchema>;

/** One way of writing a tag of a type; a type may have several (e.g. with and without an area prefix). */
export const TagRuleSchema = z.object({
  name: text(100).optional(),
  rows: z.array(RuleRowSchema).max(RULE_LIMITS.rowsPerRule),
});
export type TagRule = z.output<typeof TagRuleSchema>;

/**
 * A row of the instrument-circuit table: tags whose values agree on every row form one loop. The field
 * position (fieldFeatures all / first / end) picks what of the value is compared; handlingMethod exclude
 * leaves tags whose value is one of the specific fields (dmRuleFixeds) out of every loop.
 */
export const CircuitRowSchema = z.object({
  ...RowBase,
  fieldFeatures: z.enum(CIRCUIT_POSITIONS).or(z.literal('')).default(''),
  handlingMethod: z.enum(HANDLING_METHODS).or(z.literal('')).default(''),
});
export type CircuitRow = z.output<typeof CircuitRowSchema>;

/** The rule set of one type (spec: type, fkFileId, ruleSettings, meterRuleSettings). */
export const TypeRuleSetSchema = z.object({
  type: z.enum(TAG_TYPES),
  fkFileId: IdSchema.optional(),
  ruleSettings: z.array(TagRuleSchema).max(RULE_LIMITS.rulesPerType),
  /** The instrument-circuit rows; read from the instrument type. */
  meterRuleSettings: z.array(CircuitRowSchema).max(RULE_LIMITS.circuitRows).optional(),
});
export type TypeRuleSet = z.output<typeof TypeRuleSetSchema>;

/** Every type's rules plus the circuit rows: what a matcher is compiled from. */
export interface RuleSetData {
  types: TypeRuleSet[];
  meterRuleSettings: CircuitRow[];
}

/**
 * Where a rule set applies: neither id = the platform default (administrators), projectId = a project's
 * rules, projectId + fkFileId = one drawing's rules. The most specific saved one applies.
 */
export const RuleScopeSchema = z.object({
  projectId: IdSchema.optional(),
  fkFileId: IdSchema.optional(),
});

export const SaveRuleBody = RuleScopeSchema.extend({
  /**
   * Every type's rules; the circuit rows ride on the instrument type (meterRuleSettings). A type left out,
   * or circuit rows left out, are copied from the rules that applied before (the project's or the default),
   * so a level always holds a whole set.
   */
  ruleSets: z.array(TypeRuleSetSchema).max(TAG_TYPES.length).default([]),
  /** Reset to defaults: forget this level's rules, so the project's (or the platform's) apply again. */
  reset: z.boolean().optional(),
  /** The user confirmed the circuit warning (no row with handling all); spec: confirm, then continue. */
  confirmed: z.boolean().optional(),
});

export const RuleSettingQueryBody = RuleScopeSchema.extend({ type: z.enum(TAG_TYPES).optional() });

export const RuleAttributeQueryBody = z.object({
  projectId: IdSchema.optional(),
  type: z.enum(TAG_TYPES).optional(),
});

/** Which level the answered rule set comes from. */
export type RuleLevel = 'default' | 'project' | 'file';

export interface RuleSettingAnswer extends RuleSetData {
  level: RuleLevel;
  projectId?: string;
  fkFileId?: string;
  updateTime?: string;
}

/** An attribute a rule row can fill (pidAttr). */
export interface PidAttribute {
  id: string;
  /** The tag types whose rows may use it. */
  types: TagType[];
  attrName: string;
  attrNameEn: string;
  attributeSign?: string;
  /** Absent for the built-in attributes. */
  projectId?: string;
  sort: number;
}

export const PidAttrQuery = z.object({
  projectId: IdSchema.optional(),
  type: z.enum(TAG_TYPES).optional(),
});

export const PidAttrBody = z.object({
  projectId: IdSchema,
  type: z.enum(TAG_TYPES),
  attrName: text(50).min(1, { error: 'pid.attrNameRequired' }),
  attrNameEn: text(50).optional(),
});

/** `GET /api/dic?name=`: a P&ID dictionary (device categories, box types, device types). */
export const DicQuery = z.object({
  name: text(64).min(1, { error: 'pid.dicNameRequired' }),
  /** Items under one parent (a box type's categories, a category's device types). */
  parentKey: text(64).optional(),
  boxType: text(64).optional(),
});

export interface DicItem {
  dictKey: string;
  dictValue: string;
  dictValueEn: string;
  parentKey?: string;
  boxType?: string;
  sort: number;
}

/** Rules inferred from known tags (seeded from a DEXPI drawing): what they read, and whether they were saved. */
export interface RuleSeedAnswer {
  saved: boolean;
  /** The rule set as saved (or as it would be saved, for a preview). */
  rules: RuleSettingAnswer;
  /** The types whose rules were inferred; the others keep the rules that applied before. */
  inferred: TagType[];
  /** Per type: the known tags, and how many the rules read as that type. */
  coverage: Record<TagType, { tags: number; read: number }>;
  /** Known tags the rules do not read as their type (at most 50). */
  unread: { type: TagType; tag: string }[];
  /** The rule warnings the save confirmed (translated). */
  warnings: string[];
}
