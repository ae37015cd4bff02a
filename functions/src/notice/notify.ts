import { isNoticeCategory, type Language, translate } from '@loopline/shared';
import { userDirectory } from '../access/index.ts';
import { notice } from '../entities/notice.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import { logger } from '../lib/logger.ts';
import { pushToUser } from '../lib/realtime/connections.ts';
import { getSettingsMany } from './settings.ts';

/**
 * A notice's text: plain text, a message key translated when read (so each reader gets their own
 * language), or the two languages given.
 */
export type NoticeText =
  | string
  | { key: string; params?: Record<string, string | number> }
  | { zh: string; en: string };

export function renderNoticeText(text: NoticeText, lang: Language): string {
  if (typeof text === 'string') return text;
  if ('key' in text) return translate(text.key, lang, text.params);
  return text[lang] || text.zh || text.en;
}

export interface NoticeCreator {
  id: string;
  name: string;
  avatar: string;
}

/** A notice as stored for one user (spec 2 §3 Notice); status 0 unread, 1 read. */
export interface NoticeRecord {
  id: string;
  userId: string;
  tenantId: string;
  category: number;
  content: NoticeText;
  relContent: string;
  status: 0 | 1;
  createTime: string;
  readTime?: string;
  creator?: NoticeCreator;
  termType: 'web';
  /** Platform notices (category 19): the notice and when it stops being shown. */
  platformNoticeId?: string;
  endTime?: string;
}

export interface NotifyOptions {
  tenantId?: string;
  /** Who caused the notice (shown with its avatar). */
  creatorId?: string;
  now?: Date;
}

/**
 * A new, unread notice as its entity stores it: in the sparse unread index, and, for platform
 * notices, in the notice-dialog index.
 */
export function noticeItem(record: NoticeRecord) {
  return {
    ...record,
    unreadId: record.id,
    ...(record.platformNoticeId ? { popUpId: record.id } : {}),
  };
}

/** Writes new notices in batches (ElectroDB sends 25 at a time); what DynamoDB leaves unprocessed is sent again. */
export async function putNotices(records: NoticeRecord[]): Promise<void> {
  let pending = records.map(noticeItem);
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const { unprocessed } = await notice.put(pending).go();
    const left = new Set(unprocessed.map((key) => `${key.userId}#${key.id}`));
    pending = pending.filter((item) => left.has(`${item.userId}#${item.id}`));
  }
}

export async function creatorOf(userId: string | undefined): Promise<NoticeCreator | undefined> {
  if (!userId) return undefined;
  const user = await userDirectory.get(userId);
  if (!user) return undefined;
  return { id: user.userId, name: user.realName || user.nickName || user.account, avatar: user.avatar };
}

/** Tells a user's open pages that their notices changed, so the bell refreshes its count. */
export async function pushNoticeChange(userId: string, detail: Record<string, unknown>): Promise<void> {
  try {
    await pushToUser(userId, { type: 'NOTICE', content: JSON.stringify(detail) });
  } catch (error) {
    // A notice is stored whatever happens to the live push; the next count call shows it.
    logger.warn('notice push failed', { userId, error: error as Error });
  }
}

/**
 * Writes a notice to each user who has not switched its category off, and pushes NOTICE on their
 * sockets so the bell's unread count refreshes live. Other capabilities call this (share links 5,
 * team invites 11, feedback replies 18, project invites 26). Answers the notices written.
 */
export async function notify(
  userIds: string[],
  category: number,
  content: NoticeText,
  relContent = '',
  options: NotifyOptions = {},
): Promise<NoticeRecord[]> {
  if (!isNoticeCategory(category)) throw new Error(`unknown notice category ${category}`);
  const now = options.now ?? new Date();
  const unique = [...new Set(userIds.filter(Boolean))];
  if (unique.length === 0) return [];
  const settings = await getSettingsMany(unique);
  const recipients = unique.filter((id) => !settings.get(id)!.off.includes(category));
  if (recipients.length === 0) return [];
  const creator = await creatorOf(options.creatorId);
  const records = recipients.map(
    (userId): NoticeRecord => ({
      id: sortableId(now),
      userId,
      tenantId: options.tenantId ?? '',
      category,
      content,
      relContent,
      status: 0,
      createTime: now.toISOString(),
      ...(creator ? { creator } : {}),
      termType: 'web',
    }),
  );
  await putNotices(records);
  await mapLimit(records, 10, (r) => pushNoticeChange(r.userId, { id: r.id, category }));
  return records;
}
