import { describe, expect, it } from 'vitest';
import { blocksKey, sanitizeNumeric, settleNumeric } from './numericInput.ts';

describe('numeric input rules', () => {
  it('blocks e, plus, a second minus and a second dot', () => {
    expect(blocksKey('e', '12')).toBe(true);
    expect(blocksKey('E', '12')).toBe(true);
    expect(blocksKey('+', '')).toBe(true);
    expect(blocksKey('-', '')).toBe(false);
    expect(blocksKey('-', '-1')).toBe(true);
    expect(blocksKey('.', '1')).toBe(false);
    expect(blocksKey('.', '1.2')).toBe(true);
    expect(blocksKey('7', '1.2')).toBe(false);
    expect(blocksKey('-', '', { min: 0 })).toBe(true);
    expect(blocksKey('.', '3', { decimals: 0 })).toBe(true);
  });

  it('keeps at most 13 integer digits (14 characters with the sign) and 16 decimals', () => {
    expect(sanitizeNumeric('12345678901234567')).toBe('1234567890123');
    expect(sanitizeNumeric('-12345678901234567')).toBe('-1234567890123');
    expect(sanitizeNumeric('1.12345678901234567890')).toBe('1.1234567890123456');
    expect(sanitizeNumeric('1.5', { decimals: 0 })).toBe('1');
  });

  it('drops pasted letters, exponents, extra signs and dots', () => {
    expect(sanitizeNumeric('1e5')).toBe('15');
    expect(sanitizeNumeric('--3')).toBe('-3');
    expect(sanitizeNumeric('3-4')).toBe('34');
    expect(sanitizeNumeric('1.2.3')).toBe('1.23');
    expect(sanitizeNumeric('-5', { min: 0 })).toBe('5');
    expect(sanitizeNumeric('abc')).toBe('');
  });

  it('clamps to min and max on blur and pads the decimals', () => {
    expect(settleNumeric('1200', { min: 1, max: 999 })).toBe('999');
    expect(settleNumeric('0', { min: 1, max: 999 })).toBe('1');
    expect(settleNumeric('-7', { min: -5 })).toBe('-5');
    expect(settleNumeric('5', { min: 1, max: 999 })).toBe('5');
    expect(settleNumeric('2.5', { pad: 2 })).toBe('2.50');
    expect(settleNumeric('1000', { max: 99.5, pad: 2 })).toBe('99.50');
  });

  it('normalises what is left: leading zeros, a bare sign or dot, a trailing dot', () => {
    expect(settleNumeric('007')).toBe('7');
    expect(settleNumeric('-')).toBe('');
    expect(settleNumeric('.')).toBe('');
    expect(settleNumeric('3.')).toBe('3');
    expect(settleNumeric('-0')).toBe('0');
    expect(settleNumeric('0.25')).toBe('0.25');
  });
});
