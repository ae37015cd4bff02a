import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from './messages/index.ts';
import {
  codeRule,
  displayWidth,
  emailRule,
  passwordKinds,
  passwordRule,
  phoneRule,
  usernameRule,
} from './validation.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('password rule (spec 2 §5)', () => {
  it.each([
    ['Pass1234', null],
    ['abc12345', null],
    ['abc!@#$%', null],
    ['12345!!!', null],
    ['Sixteen_chars_16', null],
    ['Pa1!', 'validation.password.length'],
    ['Seventeen_chars_1', 'validation.password.length'],
    ['abcdefgh', 'validation.password.kinds'],
    ['12345678', 'validation.password.kinds'],
    ['abc 12345', 'validation.password.chars'],
    ['abc12345密', 'validation.password.chars'],
  ])('%s → %s', (value, expected) => {
    expect(firstError(passwordRule.safeParse(value))).toBe(expected);
  });

  it('counts character kinds', () => {
    expect(passwordKinds('aaa')).toBe(1);
    expect(passwordKinds('a1')).toBe(2);
    expect(passwordKinds('a1!')).toBe(3);
  });
});

describe('phone, code, e-mail', () => {
  it('phone is 1 followed by 10 digits', () => {
    expect(phoneRule.safeParse('13800000000').success).toBe(true);
    expect(firstError(phoneRule.safeParse('23800000000'))).toBe('login.tip5');
    expect(firstError(phoneRule.safeParse('1380000000'))).toBe('login.tip5');
    expect(firstError(phoneRule.safeParse(''))).toBe('login.pleasePhone');
  });
  it('code is exactly 4 digits', () => {
    expect(codeRule.safeParse('0420').success).toBe(true);
    expect(firstError(codeRule.safeParse('042'))).toBe('login.tip6');
    expect(firstError(codeRule.safeParse('04a0'))).toBe('login.tip6');
  });
  it('e-mail needs a local part, @ and a domain', () => {
    expect(emailRule.safeParse('a@b.co').success).toBe(true);
    expect(firstError(emailRule.safeParse('a@b'))).toBe('login.tip4');
  });
});

describe('user name', () => {
  it('allows Chinese, letters, digits, underscore up to 14 wide (Chinese counts 2)', () => {
    expect(usernameRule.safeParse('demo_user1').success).toBe(true);
    expect(usernameRule.safeParse('工程师张三').success).toBe(true);
    expect(displayWidth('工程师张三')).toBe(10);
    expect(firstError(usernameRule.safeParse('一二三四五六七八'))).toBe('validation.username.length');
    expect(firstError(usernameRule.safeParse('fifteen_chars_x'))).toBe('validation.username.length');
    expect(firstError(usernameRule.safeParse('123456'))).toBe('validation.username.digits');
    expect(firstError(usernameRule.safeParse('a-b'))).toBe('validation.username.chars');
  });
});

describe('messages', () => {
  it('translates with parameters and picks the language from a header', () => {
    expect(translate('code.tooSoon', 'en', { seconds: 42 })).toBe(
      'Please wait 42 s before requesting another code.',
    );
    expect(translate('code.tooSoon', 'zh', { seconds: 42 })).toBe('请 42 秒后再获取验证码。');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr')).toBe('zh');
    expect(pickLanguage(undefined)).toBe('zh');
    expect(pickLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(pickLanguage('fr, en')).toBe('en');
    expect(pickLanguage('en;q=0.2, zh')).toBe('zh');
    expect(pickLanguage('EN-us')).toBe('en');
    expect(pickLanguage('en;q=0, fr')).toBe('zh');
    expect(pickLanguage('*')).toBe('zh');
  });
});
