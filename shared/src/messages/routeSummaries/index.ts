import type { Language } from '../../constants.ts';
import { accountSummaries } from './account.ts';
import { contentSummaries } from './content.ts';
import { fileSummaries } from './file.ts';
import { orgSummaries } from './org.ts';
import { paySummaries } from './pay.ts';
import { pidSummaries } from './pid.ts';
import { projectSummaries } from './project.ts';
import { settingsSummaries } from './settings.ts';
import type { RouteSummaries } from './types.ts';

/**
 * What each route does, in both languages, keyed by the route itself ("METHOD /api/path"): the key
 * the operation log stores with every row (`operaRoute`), so a row is shown in the reader's language
 * whenever it is read (lib/console/operationRecord.ts, console/operateLog.ts). A catalogue of its own,
 * not part of `messages`: only the operation log reads it, and the SPA's bundle does not carry it.
 * Every route of the route table has one (index.test.ts); a removed route's entry may stay, so its
 * old log rows keep their translation.
 */
const summaries: RouteSummaries = {
  ...accountSummaries,
  ...settingsSummaries,
  ...contentSummaries,
  ...orgSummaries,
  ...projectSummaries,
  ...fileSummaries,
  ...pidSummaries,
  ...paySummaries,
};

/** The summary of a route ("METHOD /api/path") in a language; undefined for a route it does not know. */
export function routeSummary(route: string, lang: Language): string | undefined {
  const texts = Object.hasOwn(summaries, route) ? summaries[route] : undefined;
  if (!texts) return undefined;
  return lang === 'en' ? texts[0] : texts[1];
}

/** Every route with a summary. */
export function summarisedRoutes(): string[] {
  return Object.keys(summaries);
}
