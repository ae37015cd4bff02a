import type { PidAttribute, RuleSetData } from '@loopline/shared/contracts/pidRules';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  circuitEdits,
  circuitFieldsEditable,
  draftOf,
  fixedValueProblems,
  problemTab,
  rowControls,
  ruleEdits,
  rulesOf,
  saveSets,
  takenAttributes,
} from './draft.ts';

const attributes: PidAttribute[] = [
  {
    id: 'functionLetters',
    types: ['valve', 'instrument'],
    attrName: '功能字母',
    attrNameEn: 'Letters',
    sort: 1,
  },
  { id: 'loopNumber', types: ['valve', 'instrument'], attrName: '回路号', attrNameEn: 'Loop', sort: 2 },
  { id: 'suffix', types: ['instrument'], attrName: '后缀', attrNameEn: 'Suffix', sort: 3 },
];

const base: RuleSetData = {
  types: [
    {
      type: 'instrument',
      ruleSettings: [
        {
          name: 'hyphen',
          rows: [
            {
              fkAttributeId: 'loopNumber',
              fieldFeatures: 'number',
              delimiter: 'hyphen',
              allowToBeEmpty: 1,
              dmRuleFixeds: [],
              ruleSort: 2,
            },
            {
              fkAttributeId: 'functionLetters',
              fieldFeatures: 'fixed',
              delimiter: 'hyphen',
              allowToBeEmpty: 0,
              dmRuleFixeds: [{ fixedValue: 'FIC' }],
              ruleSort: 1,
            },
          ],
        },
      ],
    },
  ],
  meterRuleSettings: [
    { fkAttributeId: 'functionLetters', fieldFeatures: 'first', handlingMethod: 'all', dmRuleFixeds: [] },
  ],
};

describe('rule dialog draft', () => {
  it('starts with every type, rows in ruleSort order, placement rules applied', () => {
    const draft = draftOf(base);
    expect(draft.types.map((t) => t.type)).toEqual(['pipeline', 'device', 'valve', 'instrument']);
    const [first, last] = rulesOf(draft, 'instrument')[0].rows;
    expect(first.fkAttributeId).toBe('functionLetters');
    expect(first.allowToBeEmpty).toBe(1);
    expect(last.delimiter).toBe('space');
  });

  it('forces the last row delimiter to a space and allow-empty off on other rows as rows move', () => {
    let draft = draftOf(base);
    draft = ruleEdits.updateRow(draft, 'instrument', 0, 1, { allowToBeEmpty: 0 });
    draft = ruleEdits.addRow(draft, 'instrument', 0);
    const rows = rulesOf(draft, 'instrument')[0].rows;
    expect(rows[1]).toMatchObject({ allowToBeEmpty: 1, delimiter: 'space' });
    expect(rows[2]).toMatchObject({ delimiter: 'space', ruleSort: 3 });
    expect(rowControls(rows[1], 1, 3)).toEqual({ delimiter: true, allowEmpty: false, fixedValues: false });
    expect(rowControls(rows[0], 0, 3).fixedValues).toBe(true);
    const moved = rulesOf(ruleEdits.moveRow(draft, 'instrument', 0, 0, 1), 'instrument')[0].rows;
    expect(moved.map((r) => r.fkAttributeId)).toEqual(['loopNumber', 'functionLetters', '']);
  });

  it('disables an attribute another row uses', () => {
    const rows = rulesOf(draftOf(base), 'instrument')[0].rows;
    expect([...takenAttributes(rows, 0)]).toEqual(['loopNumber']);
  });

  it('runs the server checks: a new empty row needs an attribute and a feature', () => {
    const draft = ruleEdits.addRow(draftOf(base), 'instrument', 0);
    const check = checkDraft(draft, attributes);
    expect(check.errors.map((e) => e.key)).toEqual([
      'pid.rule.attributeRequired',
      'pid.rule.featureRequired',
    ]);
    expect(problemTab(check.errors[0])).toBe('instrument');
  });

  it('warns about circuits without an all row and keeps specific fields for exclude only', () => {
    const draft = circuitEdits.update(draftOf(base), 0, { handlingMethod: 'exclude' });
    expect(circuitFieldsEditable(draft.meterRuleSettings[0])).toBe(true);
    const check = checkDraft(draft, attributes);
    expect(check.errors.map((e) => e.key)).toContain('pid.circuit.excludeNeedsFields');
    expect(check.warnings.map((e) => e.key)).toContain('pid.circuit.noAllRow');
    expect(problemTab(check.warnings[0])).toBe('circuit');
  });

  it('sends the circuit rows on the instrument type', () => {
    const sets = saveSets(draftOf(base));
    expect(sets.find((s) => s.type === 'instrument')?.meterRuleSettings).toHaveLength(1);
    expect(sets.find((s) => s.type === 'valve')?.meterRuleSettings).toBeUndefined();
  });

  it('checks fixed values: at least one, none empty, no repeats', () => {
    expect(fixedValueProblems([])).toEqual([{ key: 'pidRules.fixed.required' }]);
    expect(fixedValueProblems(['FIC', '', 'fic']).map((p) => p.key)).toEqual([
      'pidRules.fixed.empty',
      'pidRules.fixed.repeated',
    ]);
    expect(fixedValueProblems(['FIC', 'TIC'])).toEqual([]);
  });
});
