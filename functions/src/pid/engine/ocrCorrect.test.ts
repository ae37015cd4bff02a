import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../rules/index.ts';
import { withOcrCorrection } from './ocrCorrect.ts';
import { tagMatcherOf } from './rulesMatcher.ts';

const rules = tagMatcherOf(compileRuleSet(defaultRuleSet(), { ignoreCase: true }));
const corrected = withOcrCorrection(rules);

describe('OCR correction constrained by the tag rules', () => {
  it('reads letters among digits and digits among letters as the rules accept them', () => {
    expect(rules.match('equipment', 'P-1O1A')).toBeNull();
    expect(corrected.match('equipment', 'P-1O1A')?.tag).toBe('P-101A');
    expect(corrected.match('instrument', 'F1C-2O5')?.tag).toBe('FIC-205');
    expect(corrected.match('line', '150-HC-2OO3-B2')?.tag).toBe('150-HC-2003-B2');
  });

  it('drops stray words at a phrase end when the rest is a tag', () => {
    expect(corrected.match('valve', 'HV-2306 7')?.tag).toBe('HV-2306');
    expect(corrected.match('valve', 'N HV-2306')?.tag).toBe('HV-2306');
  });

  it('does not move the boundary between letters and number, nor guess between two tags', () => {
    // T over 2351 with the I lost: swapping the 2 for a Z would invent TZ-351.
    expect(corrected.match('instrument', 'T2351')?.tag ?? null).not.toBe('TZ-351');
    expect(corrected.match('instrument', 'T2201')?.tag ?? null).not.toBe('TZ-201');
    expect(corrected.match('instrument', 'NOTE')).toBeNull();
  });

  it('leaves text the rules already accept as it is', () => {
    expect(corrected.match('equipment', 'V-2001')?.tag).toBe('V-2001');
  });
});
