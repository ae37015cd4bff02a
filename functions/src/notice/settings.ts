import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_LANGUAGE,
  type Language,
  NOTICE_CATEGORIES,
  NOTICE_GROUPS,
  parseLanguages,
} from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

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
  for (let i = 0; i < userIds.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: userIds.slice(i, i + 100).map((id) => keys.messageSettings(id)) },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of (out.Responses?.[tableName()] ?? []) as SettingsItem[]) {
        found.set(item.userId, {
          userId: item.userId,
          off: item.off ?? [],
          noticeLanguages: item.noticeLanguages,
          updatedAt: item.updatedAt,
        });
      }
      request = out.UnprocessedKeys as typeof request;
    }
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
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.messageSettings(userId), type: 'messageSettings', ...item },
    }),
  );
  return item;
}

/** The language of the user's most recent sign-in (sessions keep it), else the product default. */
export async function lastSignInLanguage(userId: string): Promise<Language> {
  const { pk, skPrefix } = keys.sessionPrefix(userId);
  let latest: { lang?: string; createdAt?: string } | undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        ProjectionExpression: 'lang, createdAt',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as { lang?: string; createdAt?: string }[]) {
      if (!latest || (item.createdAt ?? '') > (latest.createdAt ?? '')) latest = item;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
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
