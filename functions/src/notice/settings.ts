import {
  DEFAULT_LANGUAGE,
  type Language,
  NOTICE_CATEGORIES,
  NOTICE_GROUPS,
  parseLanguages,
} from '@loopline/shared';
import { getMany } from '../entities/batch.ts';
import { messageSettings } from '../entities/messageSettings.ts';
import { session } from '../entities/session.ts';

/**
 * A user's message settings: the notice categories switched off (spec 2 §7: comma-joined), and the
 * languages the user reads platform notices in. A user who never saved settings has every category
 * on and reads notices in the language of their most recent sign-in.
 */
export interface MessageSettings {
  userId: string;
  /** Switched-off categories, ascending. */
  off: number[];
  /** Saved notice languages; absent until the user chooses. */
  noticeLanguages?: Language[];
  updatedAt?: string;
}

interface SettingsItem {
  userId: string;
  off: number[];
  noticeLanguages?: Language[];
  updatedAt: string;
}

export async function getSettings(userId: string): Promise<MessageSettings> {
  return (await getSettingsMany([userId])).get(userId)!;
}

/** Settings of many users (batched reads), every asked user present in the answer. */
export async function getSettingsMany(userIds: string[]): Promise<Map<string, MessageSettings>> {
  const found = new Map<string, MessageSettings>();
  const items = await getMany(
    messageSettings,
    userIds.map((userId) => ({ userId })),
  );
  for (const item of items) {
    found.set(item.userId, {
      userId: item.userId,
      off: item.off ?? [],
      noticeLanguages: item.noticeLanguages as Language[] | undefined,
      updatedAt: item.updatedAt,
    });
  }
  for (const id of userIds) if (!found.has(id)) found.set(id, { userId: id, off: [] });
  return found;
}

export async function saveSettings(
  userId: string,
  off: number[],
  noticeLanguages: Language[] | undefined,
  now = new Date(),
): Promise<MessageSettings> {
  const current = await getSettings(userId);
  const item: SettingsItem = {
    userId,
    off,
    noticeLanguages: noticeLanguages ?? current.noticeLanguages,
    updatedAt: now.toISOString(),
  };
  await messageSettings.put(item).go();
  return item;
}

/** The language of the user's most recent sign-in (sessions keep it), else the product default. */
export async function lastSignInLanguage(userId: string): Promise<Language> {
  const { data } = await session.query
    .byUser({ userId })
    .go({ pages: 'all', attributes: ['lang', 'createdAt'] });
  let latest: { lang?: string; createdAt?: string } | undefined;
  for (const item of data) {
    if (!latest || (item.createdAt ?? '') > (latest.createdAt ?? '')) latest = item;
  }
  return parseLanguages(latest?.lang ?? '')?.[0] ?? DEFAULT_LANGUAGE;
}

/** The languages a user reads platform notices in: saved ones, else their sign-in language. */
export async function noticeLanguagesOf(settings: MessageSettings): Promise<Language[]> {
  return settings.noticeLanguages?.length
    ? settings.noticeLanguages
    : [await lastSignInLanguage(settings.userId)];
}

/** The settings as the SPA shows them: every type with its name, group and on/off state. */
export function settingsView(settings: MessageSettings, languages: Language[], lang: Language) {
  return {
    messageTypes: settings.off.join(','),
    noticeLanguages: languages.join(','),
    list: NOTICE_CATEGORIES.map((n) => ({
      messageType: String(n.category),
      messageName: n[lang],
      group: n.group,
      groupName: NOTICE_GROUPS[n.group][lang],
      messageContent: settings.off.includes(n.category) ? 'false' : 'true',
    })),
  };
}
