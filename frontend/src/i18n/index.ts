import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@loopline/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';

export const LANGUAGE_STORAGE_KEY = 'loopline.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguageToPage(language: Language) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = i18next.t('app.name');
}

/** Synchronous: the resources are bundled, so the first render is already translated. */
export function initI18n() {
  const language = readStoredLanguage();
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguageToPage(language);
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it for the next visit. */
export async function setLanguage(language: Language) {
  await i18next.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this visit.
  }
  applyLanguageToPage(language);
}

export function translate(key: string, params?: Record<string, string | number>): string {
  return i18next.t(key, params ?? {});
}
