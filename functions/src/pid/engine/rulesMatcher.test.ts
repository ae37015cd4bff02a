import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../rules/index.ts';
import { tagMatcherOf } from './rulesMatcher.ts';

const rules = tagMatcherOf(compileRuleSet(defaultRuleSet()));

describe('the recogniser matcher: the symbol decides what a text names', () => {
  it('reads a V-numbered tag as a valve beside a valve, as a vessel beside an outline', () => {
    expect(rules.match('valve', 'V-1058')).toEqual({
      tag: 'V-1058',
      fields: { functionLetters: 'V', loopNumber: '1058' },
    });
    expect(rules.match('equipment', 'V-1058')?.fields).toEqual({
      equipmentClass: 'V',
      equipmentNumber: '1058',
    });
    expect(rules.match('valve', '062-V1058')).toEqual({
      tag: '062-V-1058',
      fields: { area: '062', functionLetters: 'V', loopNumber: '1058' },
    });
    expect(rules.match('valve', '062-V-1058A')?.fields).toEqual({
      area: '062',
      functionLetters: 'V',
      loopNumber: '1058',
      suffix: 'A',
    });
    expect(rules.match('valve', 'V1058')?.tag).toBe('V-1058');
  });

  it('does not read other equipment tags beside a valve, nor a vessel letter in a bubble', () => {
    expect(rules.match('valve', 'P-101')).toBeNull();
    expect(rules.match('valve', 'TK-101')).toBeNull();
    expect(rules.match('instrument', 'V-101')).toBeNull();
    expect(rules.match('instrument', 'P-101')).toBeNull();
  });

  it('reads instrument letters that equipment or the abbreviation list also use, in a bubble', () => {
    expect(rules.match('instrument', 'VE-101')).toEqual({
      tag: 'VE-101',
      fields: { functionLetters: 'VE', loopNumber: '101' },
    });
    expect(rules.match('instrument', 'VE101A')?.fields).toEqual({
      functionLetters: 'VE',
      loopNumber: '101',
      suffix: 'A',
    });
    expect(rules.match('instrument', 'ST-2001')?.fields).toEqual({
      functionLetters: 'ST',
      loopNumber: '2001',
    });
    expect(rules.match('equipment', 'VE-101')?.fields.equipmentClass).toBe('VE');
  });

  it('reads line numbers without a piping class after a nominal size, and with an insulation code', () => {
    expect(rules.match('line', '3"-IY-0994')).toEqual({
      tag: '3"-IY-0994',
      fields: { size: '3"', service: 'IY', sequence: '0994' },
    });
    expect(rules.match('line', '3\u201d-IY-0994')?.tag).toBe('3"-IY-0994');
    expect(rules.match('line', '80-MNB-47121')?.fields).toEqual({
      size: '80',
      service: 'MNB',
      sequence: '47121',
    });
    expect(rules.match('line', '2-DH-0621007-ZBJ02-NI')?.fields).toEqual({
      size: '2',
      service: 'DH',
      sequence: '0621007',
      spec: 'ZBJ02',
      insulation: 'NI',
    });
  });

  it('reads no drawing number, and no equipment, valve or instrument tag, as a line', () => {
    for (const text of [
      '10-PID-2001',
      '1-PID-001',
      '2-DH-0621007',
      '100-P-101',
      '100-FV-001',
      '100-FT-001',
      '80-V-12',
    ])
      expect(rules.match('line', text), text).toBeNull();
    expect(rules.match('equipment', '100-P-101')?.tag).toBe('100-P-101');
  });
});
