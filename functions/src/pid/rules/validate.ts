import type {
  CircuitRow,
  PidAttribute,
  RuleSetData,
  TagRule,
  TagType,
  TypeRuleSet,
} from '@loopline/shared/contracts/pidRules';
import { TAG_FEATURES, TAG_TYPES } from '@loopline/shared/contracts/pidRules';
import { separableWithoutGap } from './features.ts';

/**
 * The recognition-rule checks of spec 3 §5, on the server. `validateRuleSet` answers the rule set as it will
 * be stored (rows in ruleSort order and renumbered, allow-empty forced to 1 except on the last row, the last
 * row's delimiter forced to space, specific fields dropped where the handling is all) and every problem
 * found, each a message key with its parameters. `type` and `other` parameters are tag types, to be shown
 * with their translated names.
 */
export interface RuleProblem {
  key: string;
  params: { type?: TagType; other?: TagType; rule?: number; row?: number; value?: string };
}

export interface RuleValidation {
  ruleSet: RuleSetData;
  /** Problems that stop the save. */
  errors: RuleProblem[];
  /** Problems the user must confirm before the save goes on (spec: a confirm, not an error). */
  warnings: RuleProblem[];
}

const FEATURES = new Set<string>(TAG_FEATURES);

function checkFixedValues(values: string[], at: RuleProblem['params'], errors: RuleProblem[]) {
  if (values.length === 0) {
    errors.push({ key: 'pid.rule.fixedRequired', params: at });
    return;
  }
  if (values.some((v) => v === '')) errors.push({ key: 'pid.rule.fixedEmpty', params: at });
  const seen = new Set<string>();
  for (const value of values.filter(Boolean)) {
    if (seen.has(value)) {
      errors.push({ key: 'pid.rule.fixedRepeated', params: { ...at, value } });
      return;
    }
    seen.add(value);
  }
}

function normaliseRule(type: TagType, rule: TagRule): TagRule {
  const rows = [...rule.rows].sort((a, b) => (a.ruleSort ?? 0) - (b.ruleSort ?? 0));
  return {
    ...(rule.name ? { name: rule.name } : {}),
    rows: rows.map((row, i) => {
      const last = i === rows.length - 1;
      const fixed = row.fieldFeatures === 'fixed';
      return {
        ...row,
        ruleType: type,
        ruleSort: i + 1,
        allowToBeEmpty: last ? row.allowToBeEmpty : 1,
        delimiter: last ? 'space' : row.delimiter,
        // Fixed values are read upper case, like the tags; other features carry none.
        dmRuleFixeds: fixed
          ? row.dmRuleFixeds.map((f) => ({ ...f, fixedValue: f.fixedValue.trim().toUpperCase() }))
          : [],
      };
    }),
  };
}

function checkRule(
  type: TagType,
  rule: TagRule,
  ruleNo: number,
  attributes: ReadonlyMap<string, PidAttribute>,
  errors: RuleProblem[],
  warnings: RuleProblem[],
) {
  if (rule.rows.length === 0) {
    errors.push({ key: 'pid.rule.rowsRequired', params: { type, rule: ruleNo } });
    return;
  }
  const used = new Set<string>();
  rule.rows.forEach((row, i) => {
    const at = { type, rule: ruleNo, row: i + 1 };
    if (!row.fkAttributeId) errors.push({ key: 'pid.rule.attributeRequired', params: at });
    else if (!attributes.get(row.fkAttributeId)?.types.includes(type))
      errors.push({ key: 'pid.rule.attributeUnknown', params: at });
    else if (used.has(row.fkAttributeId)) errors.push({ key: 'pid.rule.attributeRepeated', params: at });
    used.add(row.fkAttributeId);

    if (!row.fieldFeatures) errors.push({ key: 'pid.rule.featureRequired', params: at });
    else if (!FEATURES.has(row.fieldFeatures)) errors.push({ key: 'pid.rule.featureInvalid', params: at });
    else if (row.fieldFeatures === 'fixed')
      checkFixedValues(
        row.dmRuleFixeds.map((f) => f.fixedValue),
        at,
        errors,
      );

    const next = rule.rows[i + 1];
    if (
      next &&
      row.delimiter === 'space' &&
      row.fieldFeatures &&
      next.fieldFeatures &&
      !separableWithoutGap(row.fieldFeatures, next.fieldFeatures)
    )
      // Spec: "an error confirm is shown". Such fields then need a real space between them (see features.ts).
      warnings.push({ key: 'pid.rule.spaceDelimiter', params: at });
  });
}

/** The rule string two types are compared by: features, delimiters and the optional last field. */
function ruleString(rule: TagRule): string {
  return rule.rows
    .map((r) => `${r.fieldFeatures}${r.allowToBeEmpty === 0 ? '?' : ''}/${r.delimiter}`)
    .join(' ');
}

/** Whether every fixed field of two same-shaped rules shares a value (vacuously true without fixed fields). */
function fixedOverlap(a: TagRule, b: TagRule): boolean {
  return a.rows.every((row, i) => {
    if (row.fieldFeatures !== 'fixed') return true;
    const values = new Set(row.dmRuleFixeds.map((f) => f.fixedValue));
    return b.rows[i].dmRuleFixeds.some((f) => values.has(f.fixedValue));
  });
}

function checkDuplicates(types: TypeRuleSet[], errors: RuleProblem[]) {
  for (let x = 0; x < types.length; x++) {
    for (let y = x + 1; y < types.length; y++) {
      const clash = types[x].ruleSettings.some((a) =>
        types[y].ruleSettings.some((b) => ruleString(a) === ruleString(b) && fixedOverlap(a, b)),
      );
      if (clash)
        errors.push({ key: 'pid.rule.duplicate', params: { type: types[x].type, other: types[y].type } });
    }
  }
}

function normaliseCircuitRow(row: CircuitRow, i: number): CircuitRow {
  const handlingMethod = row.handlingMethod || 'all';
  return {
    ...row,
    ruleSort: i + 1,
    handlingMethod,
    dmRuleFixeds:
      handlingMethod === 'exclude'
        ? row.dmRuleFixeds.map((f) => ({ ...f, fixedValue: f.fixedValue.trim().toUpperCase() }))
        : [],
  };
}

function checkCircuits(
  rows: CircuitRow[],
  attributes: ReadonlyMap<string, PidAttribute>,
  errors: RuleProblem[],
  warnings: RuleProblem[],
) {
  const used = new Set<string>();
  rows.forEach((row, i) => {
    const at = { row: i + 1 };
    if (!row.fkAttributeId) errors.push({ key: 'pid.circuit.attributeRequired', params: at });
    else if (!attributes.has(row.fkAttributeId))
      errors.push({ key: 'pid.circuit.attributeUnknown', params: at });
    else if (used.has(row.fkAttributeId)) errors.push({ key: 'pid.circuit.attributeRepeated', params: at });
    used.add(row.fkAttributeId);
    if (!row.fieldFeatures) errors.push({ key: 'pid.circuit.positionRequired', params: at });
    if (row.handlingMethod === 'exclude') {
      const values = row.dmRuleFixeds.map((f) => f.fixedValue);
      if (values.filter(Boolean).length === 0)
        errors.push({ key: 'pid.circuit.excludeNeedsFields', params: at });
      else checkFixedValues(values, at, errors);
    }
  });
  if (!rows.some((row) => row.handlingMethod === 'all'))
    warnings.push({ key: 'pid.circuit.noAllRow', params: {} });
}

/** Checks and normalises a whole rule set against the attributes that exist for its project. */
export function validateRuleSet(input: RuleSetData, attributeList: readonly PidAttribute[]): RuleValidation {
  const attributes = new Map(attributeList.map((a) => [a.id, a]));
  const errors: RuleProblem[] = [];
  const warnings: RuleProblem[] = [];
  const seenTypes = new Set<TagType>();
  const types: TypeRuleSet[] = [];
  for (const typeSet of input.types) {
    if (seenTypes.has(typeSet.type)) {
      errors.push({ key: 'pid.rule.typeRepeated', params: { type: typeSet.type } });
      continue;
    }
    seenTypes.add(typeSet.type);
    const ruleSettings = typeSet.ruleSettings.map((rule) => normaliseRule(typeSet.type, rule));
    ruleSettings.forEach((rule, i) => {
      checkRule(typeSet.type, rule, i + 1, attributes, errors, warnings);
    });
    const { meterRuleSettings: _circuitRows, ...rest } = typeSet;
    types.push({ ...rest, ruleSettings });
  }
  types.sort((a, b) => TAG_TYPES.indexOf(a.type) - TAG_TYPES.indexOf(b.type));
  checkDuplicates(types, errors);
  const meterRuleSettings = input.meterRuleSettings.map(normaliseCircuitRow);
  checkCircuits(meterRuleSettings, attributes, errors, warnings);
  return { ruleSet: { types, meterRuleSettings }, errors, warnings };
}
