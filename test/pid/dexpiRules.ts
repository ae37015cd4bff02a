import type { RuleSetData, TagRule } from '@loopline/shared/contracts/pidRules';
import { defaultRuleSet } from '../../functions/src/pid/rules/index.ts';

type Row = TagRule['rows'][number];

/** One rule's rows, as the tag-rule dialog saves them: [attribute, features, delimiter, fixed values]. */
const rule = (rows: [string, Row['fieldFeatures'], Row['delimiter'], string[]?][]): TagRule => ({
  rows: rows.map(([fkAttributeId, fieldFeatures, delimiter, fixed], i) => ({
    fkAttributeId,
    fieldFeatures,
    delimiter,
    allowToBeEmpty: 1,
    dmRuleFixeds: (fixed ?? []).map((fixedValue) => ({ fixedValue })),
    ruleSort: i + 1,
  })),
});

/**
 * The rule set a user would configure for the DEXPI reference drawing's tag style (ISO 10628 / DIN
 * letters written against their number, decimal loop numbers, line labels of fluid code, line number,
 * piping class and nominal diameter separated by spaces). Rows as pid-rules' unit tests configure the
 * same style; loops keep the default circuit rows (first letter + loop number).
 */
export const DEXPI_RULE_SET: RuleSetData = {
  types: [
    {
      type: 'pipeline',
      ruleSettings: [
        rule([
          ['service', 'en', 'space'],
          ['sequence', 'number', 'space'],
          ['spec', 'ennumber', 'space'],
          ['size', 'number', 'space'],
        ]),
      ],
    },
    {
      type: 'device',
      ruleSettings: [
        rule([
          // DIN 28004 / ISO 10628 equipment letters: tank, compressor, heat exchanger, pump, vessel, …
          [
            'equipmentClass',
            'fixed',
            'space',
            ['A', 'B', 'C', 'D', 'F', 'H', 'K', 'M', 'P', 'R', 'T', 'V', 'W'],
          ],
          ['equipmentNumber', 'number', 'space'],
        ]),
      ],
    },
    {
      type: 'valve',
      ruleSettings: [
        rule([
          ['functionLetters', 'fixed', 'space', ['FV', 'HV', 'LV', 'PV', 'TV', 'XV', 'SV', 'PSV']],
          ['loopNumber', 'number', 'space'],
        ]),
      ],
    },
    {
      type: 'instrument',
      ruleSettings: [
        rule([
          ['functionLetters', 'en', 'space'],
          ['loopNumber', 'number', 'space'],
        ]),
      ],
    },
  ],
  meterRuleSettings: defaultRuleSet().meterRuleSettings,
};
