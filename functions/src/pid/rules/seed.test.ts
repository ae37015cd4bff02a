import type { TagType } from '@loopline/shared/contracts/pidRules';
import { tokenise } from '@loopline/shared/pid/infer';
import { compileRuleSet, validateRuleSet } from '@loopline/shared/pid/rules';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ATTRIBUTES, defaultRuleSet } from './defaults.ts';
import { coverageOf, seededRules } from './seed.ts';

const samplesOf = (byType: Partial<Record<TagType, string[]>>) =>
  Object.entries(byType).flatMap(([type, tags]) => tags.map((tag) => ({ type: type as TagType, tag })));

const describeRule = (rule: {
  rows: { fkAttributeId: string; fieldFeatures: string; delimiter: string; allowToBeEmpty: number }[];
}) =>
  rule.rows
    .map((r) => `${r.fkAttributeId}:${r.fieldFeatures}${r.allowToBeEmpty === 0 ? '?' : ''}/${r.delimiter}`)
    .join(' ');

function seed(byType: Partial<Record<TagType, string[]>>) {
  const samples = samplesOf(byType);
  const seeded = seededRules(samples, defaultRuleSet(), BUILT_IN_ATTRIBUTES);
  const checked = validateRuleSet(seeded.ruleSet, BUILT_IN_ATTRIBUTES);
  const rulesOf = (type: TagType) =>
    checked.ruleSet.types.find((t) => t.type === type)?.ruleSettings.map(describeRule) ?? [];
  return { seeded, checked, rulesOf, ...coverageOf(checked.ruleSet, samples) };
}

describe('tokenise', () => {
  it('cuts a tag into fields at delimiters and where class letters run into their number', () => {
    const read = (tag: string) => tokenise(tag).map((t) => `${t.text}:${t.feature}/${t.after}`);
    expect(read('PV4712.02')).toEqual(['PV:en/space', '4712.02:number/space']);
    expect(read('P-906A')).toEqual(['P:en/hyphen', '906:number/space', 'A:en/space']);
    expect(read('6"-P-1001-A1A')).toEqual([
      '6":number/hyphen',
      'P:en/hyphen',
      '1001:number/hyphen',
      'A1A:ennumber/space',
    ]);
    expect(read('MNb 47121 75HB13 80')).toEqual([
      'MNb:all/space',
      '47121:number/space',
      '75HB13:ennumber/space',
      '80:number/space',
    ]);
    expect(read('1/2" - W - 12')).toEqual(['1/2":number/hyphen', 'W:en/hyphen', '12:number/space']);
    expect(read('  ')).toEqual([]);
  });
});

describe('rules seeded from known tags', () => {
  it('reads the DEXPI reference style: no-gap letters, decimal loops, spaced mixed-case line labels', () => {
    const { checked, rulesOf, coverage, unread, seeded } = seed({
      device: ['H1007', 'H1008', 'P4711', 'P4712', 'T4750'],
      valve: ['PV4712.02', 'HV4750.01', 'TV4750.03', 'SV 104.01'],
      instrument: ['PI 4712.01', 'PICSA 4712.02', 'HS 4750.01', 'TICSA 4750.03'],
      pipeline: ['MNb 47121 75HB13 80', 'MNc 47125 73HG12 25', 'WKa 47130 75HB13 50'],
    });
    expect(checked.errors).toEqual([]);
    expect(seeded.inferred).toEqual(['pipeline', 'device', 'valve', 'instrument']);
    expect(rulesOf('pipeline')).toEqual([
      'service:all/space sequence:number/space spec:ennumber/space size:number/space',
    ]);
    expect(rulesOf('device')).toEqual(['equipmentClass:fixed/space equipmentNumber:number/space']);
    expect(rulesOf('instrument')).toEqual(['functionLetters:fixed/space loopNumber:number/space']);
    // Fields that run together only with a space between them ask the spec's confirm.
    expect(checked.warnings.map((w) => w.key)).toContain('pid.rule.spaceDelimiter');
    expect(unread).toEqual([]);
    expect(coverage).toEqual({
      pipeline: { tags: 3, read: 3 },
      device: { tags: 5, read: 5 },
      valve: { tags: 4, read: 4 },
      instrument: { tags: 4, read: 4 },
    });
  });

  it('makes a shorter shape an optional last field and names line-number parts by what they hold', () => {
    const { checked, rulesOf, unread } = seed({
      device: ['P-101A', 'P-101B', 'V-2001', 'E-305'],
      pipeline: ['6"-P-1001-A1A', '2"-CW-105-CS150', '10"-HC-2003-B2'],
      instrument: ['FIC-101', 'FT-101', 'PT-2001A'],
    });
    expect(checked.errors).toEqual([]);
    expect(rulesOf('device')).toEqual([
      'equipmentClass:fixed/hyphen equipmentNumber:number/space suffix:en?/space',
    ]);
    expect(rulesOf('pipeline')).toEqual([
      'size:number/hyphen service:en/hyphen sequence:number/hyphen spec:ennumber/space',
    ]);
    expect(rulesOf('instrument')).toEqual([
      'functionLetters:fixed/hyphen loopNumber:number/space suffix:en?/space',
    ]);
    expect(unread).toEqual([]);
    // Types without known tags keep the rules that applied.
    expect(checked.ruleSet.types.find((t) => t.type === 'valve')).toEqual(
      validateRuleSet(defaultRuleSet(), BUILT_IN_ATTRIBUTES).ruleSet.types.find((t) => t.type === 'valve'),
    );
  });

  it('widens class letters with the presets but never into another type of the same rule string', () => {
    const { checked } = seed({
      device: ['P-101', 'TK-2'],
      valve: ['FV-101'],
      instrument: ['FIC-101'],
    });
    expect(checked.errors).toEqual([]);
    const values = (type: TagType) =>
      new Set(
        checked.ruleSet.types
          .find((t) => t.type === type)
          ?.ruleSettings.flatMap((r) => r.rows.flatMap((row) => row.dmRuleFixeds.map((f) => f.fixedValue))),
      );
    const device = values('device');
    const valve = values('valve');
    const instrument = values('instrument');
    expect(device.has('TK') && device.has('E')).toBe(true);
    expect(valve.has('PCV') && valve.has('FV')).toBe(true);
    expect(instrument.has('LT') && instrument.has('FIC')).toBe(true);
    for (const v of instrument) expect(device.has(v) || valve.has(v)).toBe(false);
    const matcher = compileRuleSet(checked.ruleSet);
    expect(matcher.match('LIC-300')?.type).toBe('instrument');
    expect(matcher.match('E-12')?.type).toBe('device');
    expect(matcher.match('NOTE 1')).toBeNull();
  });

  it('answers the tags no rule can hold and infers nothing for a type without usable tags', () => {
    const long = 'A-1-B-2-C-3-D-4-E-5-F-6-G';
    const { seeded } = seed({ device: [long] });
    expect(seeded.skipped).toEqual([{ type: 'device', tag: long }]);
    expect(seeded.inferred).toEqual([]);
  });
});
