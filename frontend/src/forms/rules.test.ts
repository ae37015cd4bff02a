import { codeRule, messages, passwordRule, phoneRule, usernameRule } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { check, required } from './rules.ts';

describe('check', () => {
  it('answers the i18n key of the first broken shared rule', () => {
    expect(check(phoneRule, '')).toBe('login.pleasePhone');
    expect(check(phoneRule, '23800000000')).toBe('login.tip5');
    expect(check(phoneRule, '13800000000')).toBeUndefined();
    expect(check(codeRule, '12a4')).toBe('login.tip6');
    expect(check(passwordRule, 'short1')).toBe('validation.password.length');
    expect(check(passwordRule, 'abcdefgh')).toBe('validation.password.kinds');
    expect(check(passwordRule, 'abc defg1')).toBe('validation.password.chars');
    expect(check(usernameRule, '123456')).toBe('validation.username.digits');
    expect(check(usernameRule, '工程师工程师工程师')).toBe('validation.username.length');
  });

  it('only answers keys the message catalogue knows', () => {
    const samples: [Parameters<typeof check>[0], string][] = [
      [phoneRule, 'x'],
      [codeRule, ''],
      [passwordRule, ''],
      [usernameRule, ''],
      [usernameRule, 'a b'],
    ];
    for (const [rule, value] of samples) expect(Object.keys(messages.en)).toContain(check(rule, value));
  });

  it('checks required fields', () => {
    expect(required('  ', 'k')).toBe('k');
    expect(required('x', 'k')).toBeUndefined();
  });
});
