import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';
import { account } from './account.ts';
import { en as consoleEn, zh as consoleZh } from './console.ts';
import { en as consoleClientsEn, zh as consoleClientsZh } from './consoleClients.ts';
import { en as consoleLogEn, zh as consoleLogZh } from './consoleLog.ts';
import { en as contentEn, zh as contentZh } from './content.ts';
import { contracts } from './contracts.ts';
import { en as coreEn } from './en.ts';
import { en as equityEn, zh as equityZh } from './equity.ts';
import { en as exampleFileEn, zh as exampleFileZh } from './exampleFile.ts';
import { en as feedbackEn, zh as feedbackZh } from './feedback.ts';
import { en as fileEn, zh as fileZh } from './file.ts';
import { en as invoiceEn, zh as invoiceZh } from './invoice.ts';
import { en as marketingEn, zh as marketingZh } from './marketing.ts';
import { en as modelEn, zh as modelZh } from './model.ts';
import { en as noticeEn, zh as noticeZh } from './notice.ts';
import { en as orgEn, zh as orgZh } from './org.ts';
import { en as payEn, zh as payZh } from './pay.ts';
import { en as payAdminEn, zh as payAdminZh } from './payAdmin.ts';
import { en as payKindsEn, zh as payKindsZh } from './payKinds.ts';
import { en as payPetalEn, zh as payPetalZh } from './payPetal.ts';
import { en as payRowsEn, zh as payRowsZh } from './payRows.ts';
import { en as pidEn, zh as pidZh } from './pid.ts';
import { en as pidDetailEn, zh as pidDetailZh } from './pidDetail.ts';
import { en as pidLoopsEn, zh as pidLoopsZh } from './pidLoops.ts';
import { en as pidRecognitionEn, zh as pidRecognitionZh } from './pidRecognition.ts';
import { en as platformOpsEn, zh as platformOpsZh } from './platformOps.ts';
import { en as previewEn, zh as previewZh } from './preview.ts';
import { project } from './project.ts';
import { en as refundEn, zh as refundZh } from './refund.ts';
import { en as settingsEn, zh as settingsZh } from './settings.ts';
import { en as shareEn, zh as shareZh } from './share.ts';
import { team } from './team.ts';
import { en as uploadEn, zh as uploadZh } from './upload.ts';
import { en as userRowsEn, zh as userRowsZh } from './userRows.ts';
import { zh as coreZh } from './zh.ts';

/**
 * The message catalogue: core messages plus one file per domain (`<domain>.ts` exporting
 * `{ en, zh }`, zh typed against en's keys). To add a domain, import it and spread it into both
 * objects below.
 */
const en = {
  ...coreEn,
  ...contracts.en,
  ...account.en,
  ...project.en,
  ...team.en,
  ...noticeEn,
  ...feedbackEn,
  ...fileEn,
  ...uploadEn,
  ...previewEn,
  ...modelEn,
  ...shareEn,
  ...settingsEn,
  ...contentEn,
  ...exampleFileEn,
  ...pidEn,
  ...pidRecognitionEn,
  ...pidLoopsEn,
  ...pidDetailEn,
  ...marketingEn,
  ...payEn,
  ...payKindsEn,
  ...payPetalEn,
  ...consoleEn,
  ...consoleLogEn,
  ...platformOpsEn,
  ...invoiceEn,
  ...orgEn,
  ...payAdminEn,
  ...payRowsEn,

  ...refundEn,
  ...consoleClientsEn,
  ...userRowsEn,
  ...equityEn,
};
const zh: Record<keyof typeof en, string> = {
  ...coreZh,
  ...contracts.zh,
  ...account.zh,
  ...project.zh,
  ...team.zh,
  ...noticeZh,
  ...feedbackZh,
  ...fileZh,
  ...uploadZh,
  ...previewZh,
  ...modelZh,
  ...shareZh,
  ...settingsZh,
  ...contentZh,
  ...exampleFileZh,
  ...pidZh,
  ...pidRecognitionZh,
  ...pidLoopsZh,
  ...pidDetailZh,
  ...marketingZh,
  ...payZh,
  ...payKindsZh,
  ...payPetalZh,
  ...consoleZh,
  ...consoleLogZh,
  ...platformOpsZh,
  ...invoiceZh,
  ...orgZh,
  ...payAdminZh,
  ...payRowsZh,

  ...refundZh,
  ...consoleClientsZh,
  ...userRowsZh,
  ...equityZh,
};

export type MessageKey = keyof typeof en;
export const messages: Record<Language, Record<MessageKey, string>> = { en, zh };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Fills `{{name}}` placeholders; unknown keys fall back to themselves so nothing is silently lost. */
export function translate(key: string, lang: Language, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? messages[lang][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/**
 * Picks zh or en from an Accept-Language style header: the most preferred of the two by q-value
 * (ties in the header's order), so "fr, en" or "en;q=0.2, zh" answer as the client asked; zh is the
 * product default.
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().toLowerCase().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return {
        lang: LANGUAGES.find((lang) => tag.trim().startsWith(lang)),
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((c) => c.lang && c.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.lang ?? DEFAULT_LANGUAGE;
}
