import { messages } from '@loopline/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { resources } from './resources.ts';
import { zh } from './zh/index.ts';

describe('i18n resources', () => {
  it('has the same keys in zh and en', () => {
    expect(Object.keys(resources.zh.translation).sort()).toEqual(
      Object.keys(resources.en.translation).sort(),
    );
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('never shadows a server message key with a UI string', () => {
    const serverKeys = new Set(Object.keys(messages.en));
    expect(Object.keys(en).filter((key) => serverKeys.has(key))).toEqual([]);
  });

  it('keeps the server catalogue, so validation keys translate on the client', () => {
    expect(resources.en.translation['validation.password.mismatch']).toBe(
      messages.en['validation.password.mismatch'],
    );
    expect(resources.zh.translation['login.tip5']).toBe(messages.zh['login.tip5']);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('has no empty strings', () => {
    for (const language of ['zh', 'en'] as const) {
      for (const [key, text] of Object.entries(resources[language].translation)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('gives every plural form its other form, and i18next picks by count', async () => {
    for (const key of Object.keys(en).filter((k) => k.endsWith('_one')))
      expect(Object.keys(en), key).toContain(key.replace(/_one$/, '_other'));
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'en', keySeparator: false, nsSeparator: false });
    expect(i18n.t('myTeam.links.days', { count: 1 })).toBe('1 day');
    expect(i18n.t('myTeam.links.days', { count: 7 })).toBe('7 days');
    expect(i18n.t('files.shownAll', { count: 1 })).toBe('1 entry shown');
    await i18n.changeLanguage('zh');
    expect(i18n.t('myTeam.links.days', { count: 1 })).toBe('1 天');
  });
});
