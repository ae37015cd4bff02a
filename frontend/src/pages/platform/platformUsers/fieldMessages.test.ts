import { usernameRule } from '@loopline/shared';
import { PlatformUserCreateBody } from '@loopline/shared/contracts/platformUserAccount';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources.ts';
import { fieldMessageKey } from './fieldMessages.ts';

const BAD_ACCOUNTS = ['', '   ', '12345678', 'abcdefghijklmnop', '七个汉字太长了吧'];

/** What the dialog shows under the Account field for an account, in a language. */
function accountMessages(account: string, lang: 'zh' | 'en'): string[] {
  const parsed = usernameRule.safeParse(account);
  if (parsed.success) return [];
  const text = resources[lang].translation as Record<string, string>;
  return parsed.error.issues.map((issue) => text[fieldMessageKey('account', issue.message)] ?? '');
}

describe('messages under the Account field of the user dialogs', () => {
  it('name the field as it is labelled, never "user name" (en)', () => {
    for (const account of BAD_ACCOUNTS) {
      const messages = accountMessages(account, 'en');
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).not.toMatch(/user name/i);
        expect(message).not.toBe('');
      }
    }
    // The dialog shows the first issue of a field.
    expect(accountMessages('', 'en')[0]).toBe('Please enter the account.');
    expect(resources.en.translation['platformUsers.account']).toBe('Account');
  });

  it('name the field as it is labelled, never 用户名 (zh)', () => {
    for (const account of BAD_ACCOUNTS) {
      for (const message of accountMessages(account, 'zh')) {
        expect(message).not.toContain('用户名');
        expect(message).not.toBe('');
      }
    }
    expect(accountMessages('', 'zh')[0]).toBe('请输入账号。');
    expect(resources.zh.translation['platformUsers.account']).toBe('账号');
  });

  it('leaves the other fields and the create form’s other messages as the schema says', () => {
    expect(fieldMessageKey('phone', 'validation.username.required')).toBe('validation.username.required');
    expect(fieldMessageKey('account', 'validation.username.chars')).toBe('validation.username.chars');
    const parsed = PlatformUserCreateBody.safeParse({ account: '', phone: '123', password: '' });
    expect(parsed.success).toBe(false);
    const accountIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'account');
    expect(fieldMessageKey('account', accountIssue?.message ?? '')).toBe('platformUsers.accountRequired');
  });
});
