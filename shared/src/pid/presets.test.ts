import { describe, expect, it } from 'vitest';
import { type PidAttribute, RULE_LIMITS } from '../contracts/pidRules.ts';
import { compileRuleSet } from './compile.ts';
import { BUILDING_CODES } from './presets.ts';
import { validateRuleSet } from './validate.ts';

const attributes: PidAttribute[] = [
  {
    id: 'building',
    types: ['device'],
    attrName: '建筑物',
    attrNameEn: 'Building',
    attributeSign: 'jz',
    sort: 1,
  },
  { id: 'equipmentClass', types: ['device'], attrName: '设备类别代号', attrNameEn: 'Class', sort: 2 },
  { id: 'equipmentNumber', types: ['device'], attrName: '设备编号', attrNameEn: 'Number', sort: 3 },
];

describe('the building code preset (jz)', () => {
  it('holds distinct upper-case codes a fixed value may be, each with a Chinese and an English name', () => {
    const codes = BUILDING_CODES.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, zh, en] of BUILDING_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*$/);
      expect(code.length).toBeLessThanOrEqual(RULE_LIMITS.fixedValueLength);
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(en.length).toBeGreaterThan(2);
    }
  });

  it('as a fixed building field passes the spec 3 §5 checks and reads building-prefixed tags', () => {
    const row = (fkAttributeId: string, fieldFeatures: 'fixed' | 'en' | 'number', fixed: string[] = []) => ({
      fkAttributeId,
      fieldFeatures,
      delimiter: 'hyphen' as const,
      allowToBeEmpty: 1 as const,
      dmRuleFixeds: fixed.map((fixedValue) => ({ fixedValue })),
    });
    const { ruleSet, errors } = validateRuleSet(
      {
        types: [
          {
            type: 'device',
            ruleSettings: [
              {
                rows: [
                  row(
                    'building',
                    'fixed',
                    BUILDING_CODES.map(([code]) => code),
                  ),
                  row('equipmentClass', 'en'),
                  row('equipmentNumber', 'number'),
                ],
              },
            ],
          },
        ],
        meterRuleSettings: [],
      },
      attributes,
    );
    expect(errors).toEqual([]);
    const matcher = compileRuleSet(ruleSet);
    expect(matcher.match('PH-P-101')?.fields).toEqual({
      building: 'PH',
      equipmentClass: 'P',
      equipmentNumber: '101',
    });
    expect(matcher.match('XX-P-101')).toBeNull();
  });
});
