import { type Language, messages } from '@loopline/shared';
import { en } from './en/index.ts';
import { zh } from './zh/index.ts';

/**
 * One flat namespace per language: the server's message catalogue (validation and API messages,
 * shared with the API so a rule reads the same on both sides) plus the SPA's own strings.
 */
export const resources: Record<Language, { translation: Record<string, string> }> = {
  zh: { translation: { ...messages.zh, ...zh } },
  en: { translation: { ...messages.en, ...en } },
};
