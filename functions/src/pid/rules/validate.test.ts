import type { CircuitRow, RuleRow, RuleSetData, TagRule, TagType } from '@loopline/shared/contracts/pidRules';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ATTRIBUTES, defaultRuleSet, validateRuleSet } from './index.ts';

function row(
  fkAttributeId: string,
  fieldFeatures: RuleRow['fieldFeatures'],
  extra: Partial<RuleRow> = {},
): RuleRow {
  return { fkAttributeId, fieldFeatures, delimiter: 'hyphen', allowToBeEmpty: 1, dmRuleFixeds: [], ...extra };
}
const fixed = (...values: string[]) => values.map((fixedValue) => ({ fixedValue }));
const circuit = (fkAttributeId: string, extra: Partial<CircuitRow> = {}): CircuitRow => ({
  fkAttributeId,
  fieldFeatures: 'all',
  handlingMethod: 'all',
  dmRuleFixeds: [],
  ...extra,
});

function setOf(
  rules: Partial<Record<TagType, TagRule[]>>,
  meterRuleSettings = [circuit('loopNumber')],
): RuleSetData {
  return {
    types: Object.entries(rules).map(([type, ruleSettings]) => ({ type: type as TagType, ruleSettings })),
    meterRuleSettings,
  };
}
const check = (set: RuleSetData) => validateRuleSet(set, BUILT_IN_ATTRIBUTES);
const keys = (set: RuleSetData) => check(set).errors.map((e) => e.key);

const instrument = (rows: RuleRow[]) => setOf({ instrument: [{ rows }] });

describe('validateRuleSet', () => {
  it('accepts the seeded default rule set as it is', () => {
    const result = check(defaultRuleSet());
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.ruleSet).toEqual(defaultRuleSet());
  });

  it('each row needs an attribute field and a field feature, naming type, rule and row', () => {
    const result = check(instrument([row('', 'en'), row('loopNumber', '')]));
    expect(result.errors).toEqual([
      { key: 'pid.rule.attributeRequired', params: { type: 'instrument', rule: 1, row: 1 } },
      { key: 'pid.rule.featureRequired', params: { type: 'instrument', rule: 1, row: 2 } },
    ]);
  });

  it('an attribute must exist for the type and be used once per rule', () => {
    expect(keys(instrument([row('nope', 'en'), row('loopNumber', 'number')]))).toEqual([
      'pid.rule.attributeUnknown',
    ]);
    expect(keys(instrument([row('size', 'number'), row('loopNumber', 'number')]))).toEqual([
      'pid.rule.attributeUnknown',
    ]);
    expect(keys(instrument([row('loopNumber', 'en'), row('loopNumber', 'number')]))).toEqual([
      'pid.rule.attributeRepeated',
    ]);
  });

  it('first and end are circuit positions, not tag features', () => {
    expect(keys(instrument([row('functionLetters', 'first'), row('loopNumber', 'number')]))).toEqual([
      'pid.rule.featureInvalid',
    ]);
  });

  it('fixed features need values that are not empty and do not repeat', () => {
    expect(keys(instrument([row('functionLetters', 'fixed'), row('loopNumber', 'number')]))).toEqual([
      'pid.rule.fixedRequired',
    ]);
    expect(keys(instrument([row('functionLetters', 'fixed', { dmRuleFixeds: fixed('FT', ' ') })]))).toEqual([
      'pid.rule.fixedEmpty',
    ]);
    const repeated = check(
      instrument([row('functionLetters', 'fixed', { dmRuleFixeds: fixed('FT', 'ft') })]),
    );
    expect(repeated.errors).toEqual([
      { key: 'pid.rule.fixedRepeated', params: { type: 'instrument', rule: 1, row: 1, value: 'FT' } },
    ]);
  });

  it('a space delimiter on a non-last row without a number/en pair or a fixed field next is a confirm', () => {
    const warned = (rows: RuleRow[]) => check(instrument(rows)).warnings.map((w) => w.key);
    const bad = check(
      instrument([row('functionLetters', 'en', { delimiter: 'space' }), row('loopNumber', 'en')]),
    );
    expect(bad.errors).toEqual([]);
    expect(bad.warnings).toEqual([
      { key: 'pid.rule.spaceDelimiter', params: { type: 'instrument', rule: 1, row: 1 } },
    ]);
    expect(warned([row('area', 'number', { delimiter: 'space' }), row('loopNumber', 'number')])).toEqual([
      'pid.rule.spaceDelimiter',
    ]);
    expect(warned([row('area', 'all', { delimiter: 'space' }), row('loopNumber', 'number')])).toEqual([
      'pid.rule.spaceDelimiter',
    ]);
    expect(
      warned([row('functionLetters', 'en', { delimiter: 'space' }), row('loopNumber', 'number')]),
    ).toEqual([]);
    expect(warned([row('loopNumber', 'number', { delimiter: 'space' }), row('suffix', 'en')])).toEqual([]);
    expect(
      warned([
        row('functionLetters', 'fixed', { delimiter: 'space', dmRuleFixeds: fixed('FT') }),
        row('loopNumber', 'ennumber'),
      ]),
    ).toEqual([]);
  });

  it('allow-empty only on the last row, whose delimiter is a space; rows renumbered in ruleSort order', () => {
    const result = check(
      instrument([
        row('suffix', 'en', { ruleSort: 9, allowToBeEmpty: 0, delimiter: 'slash' }),
        row('functionLetters', 'en', { ruleSort: 1, allowToBeEmpty: 0 }),
        row('loopNumber', 'number', { ruleSort: 5, delimiter: 'space' }),
      ]),
    );
    expect(result.errors).toEqual([]);
    const rows = result.ruleSet.types[0].ruleSettings[0].rows;
    expect(rows.map((r) => [r.fkAttributeId, r.ruleSort, r.allowToBeEmpty, r.delimiter, r.ruleType])).toEqual(
      [
        ['functionLetters', 1, 1, 'hyphen', 'instrument'],
        ['loopNumber', 2, 1, 'space', 'instrument'],
        ['suffix', 3, 0, 'space', 'instrument'],
      ],
    );
  });

  it('fixed values are stored upper case; other features carry none', () => {
    const result = check(
      instrument([
        row('functionLetters', 'fixed', { dmRuleFixeds: fixed(' ft ') }),
        row('loopNumber', 'number', { dmRuleFixeds: fixed('X') }),
      ]),
    );
    const rows = result.ruleSet.types[0].ruleSettings[0].rows;
    expect(rows[0].dmRuleFixeds).toEqual(fixed('FT'));
    expect(rows[1].dmRuleFixeds).toEqual([]);
  });

  it('a rule needs rows; a type is given once', () => {
    expect(keys(instrument([]))).toEqual(['pid.rule.rowsRequired']);
    const twice: RuleSetData = {
      types: [
        { type: 'valve', ruleSettings: [] },
        { type: 'valve', ruleSettings: [] },
      ],
      meterRuleSettings: [circuit('loopNumber')],
    };
    expect(keys(twice)).toEqual(['pid.rule.typeRepeated']);
  });

  it('two types with the same rule string and overlapping fixed values are duplicates, naming both', () => {
    const letters = (values: string[]): TagRule => ({
      rows: [
        row('functionLetters', 'fixed', { dmRuleFixeds: fixed(...values) }),
        row('loopNumber', 'number'),
      ],
    });
    const clash = check(setOf({ valve: [letters(['XV', 'HV'])], instrument: [letters(['FT', 'HV'])] }));
    expect(clash.errors).toEqual([
      { key: 'pid.rule.duplicate', params: { type: 'valve', other: 'instrument' } },
    ]);
    expect(keys(setOf({ valve: [letters(['XV'])], instrument: [letters(['FT'])] }))).toEqual([]);
    const plain: TagRule = { rows: [row('area', 'en'), row('loopNumber', 'number')] };
    const device: TagRule = { rows: [row('area', 'en'), row('equipmentNumber', 'number')] };
    expect(keys(setOf({ device: [device], instrument: [plain] }))).toEqual(['pid.rule.duplicate']);
    const otherDelimiter: TagRule = {
      rows: [row('area', 'en', { delimiter: 'slash' }), row('equipmentNumber', 'number')],
    };
    expect(keys(setOf({ device: [otherDelimiter], instrument: [plain] }))).toEqual([]);
  });

  describe('instrument circuit rows', () => {
    const withCircuits = (rows: CircuitRow[]) => check(setOf({}, rows));

    it('attribute and field position are required', () => {
      expect(withCircuits([circuit(''), circuit('loopNumber', { fieldFeatures: '' })]).errors).toEqual([
        { key: 'pid.circuit.attributeRequired', params: { row: 1 } },
        { key: 'pid.circuit.positionRequired', params: { row: 2 } },
      ]);
      expect(withCircuits([circuit('what')]).errors.map((e) => e.key)).toEqual([
        'pid.circuit.attributeUnknown',
      ]);
      expect(withCircuits([circuit('loopNumber'), circuit('loopNumber')]).errors.map((e) => e.key)).toEqual([
        'pid.circuit.attributeRepeated',
      ]);
    });

    it('exclude handling needs specific fields', () => {
      const result = withCircuits([
        circuit('loopNumber'),
        circuit('functionLetters', { handlingMethod: 'exclude' }),
      ]);
      expect(result.errors).toEqual([{ key: 'pid.circuit.excludeNeedsFields', params: { row: 2 } }]);
      const ok = withCircuits([
        circuit('loopNumber'),
        circuit('functionLetters', {
          fieldFeatures: 'first',
          handlingMethod: 'exclude',
          dmRuleFixeds: fixed('h'),
        }),
      ]);
      expect(ok.errors).toEqual([]);
      expect(ok.ruleSet.meterRuleSettings[1].dmRuleFixeds).toEqual(fixed('H'));
    });

    it('warns (a confirm, not an error) when no row has handling all', () => {
      const result = withCircuits([
        circuit('functionLetters', { handlingMethod: 'exclude', dmRuleFixeds: fixed('H') }),
      ]);
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([{ key: 'pid.circuit.noAllRow', params: {} }]);
      expect(withCircuits([]).warnings.map((w) => w.key)).toEqual(['pid.circuit.noAllRow']);
    });

    it('specific fields are dropped when the handling is all; a missing handling is all', () => {
      const result = withCircuits([circuit('loopNumber', { handlingMethod: '', dmRuleFixeds: fixed('1') })]);
      expect(result.ruleSet.meterRuleSettings).toEqual([
        {
          fkAttributeId: 'loopNumber',
          fieldFeatures: 'all',
          handlingMethod: 'all',
          dmRuleFixeds: [],
          ruleSort: 1,
        },
      ]);
      expect(result.warnings).toEqual([]);
    });
  });
});
