import { type Language, NOTICE_GROUPS, noticeCategory, type Page } from '@loopline/shared';
import { getMany } from '../entities/batch.ts';
import { conditionFailed } from '../entities/errors.ts';
import { notice } from '../entities/notice.ts';
import { entityCount, entityPage } from '../entities/paging.ts';
import { platformNotice } from '../entities/platformNotice.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { NotFoundError } from '../lib/errors.ts';
import { type NoticeRecord, pushNoticeChange, renderNoticeText } from './notify.ts';

export interface PlatformNoticeText {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

/** A notice as the drawer shows it (spec 2 §3): the text in the reader's language. */
export interface NoticeView {
  id: string;
  category: number;
  categoryName: string;
  groupName: string;
  content: string;
  relContent: string;
  status: 0 | 1;
  createTime: string;
  creator: { id: string; name: string; avatar: string } | null;
  termType: string;
  /** Category 19: the platform notice itself, for the preview dialog. */
  notice?: PlatformNoticeText;
}

export function noticeView(record: NoticeRecord, lang: Language, platform?: PlatformNoticeText): NoticeView {
  const category = noticeCategory(record.category);
  return {
    id: record.id,
    category: record.category,
    categoryName: category?.[lang] ?? '',
    groupName: category ? NOTICE_GROUPS[category.group][lang] : '',
    content: renderNoticeText(record.content, lang),
    relContent: record.relContent,
    status: record.status,
    createTime: record.createTime,
    creator: record.creator ?? null,
    termType: record.termType,
    ...(platform ? { notice: platform } : {}),
  };
}

/** The platform notices behind category-19 notices (few distinct ones per page). */
export async function platformTexts(ids: string[]): Promise<Map<string, PlatformNoticeText>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, PlatformNoticeText>();
  const items = await getMany(
    platformNotice,
    unique.map((id) => ({ id })),
  );
  for (const { id, title, titleEn, content, contentEn } of items) {
    found.set(id, { title, titleEn, content, contentEn });
  }
  return found;
}

export async function viewsOf(records: NoticeRecord[], lang: Language): Promise<NoticeView[]> {
  const texts = await platformTexts(records.flatMap((r) => (r.platformNoticeId ? [r.platformNoticeId] : [])));
  return records.map((r) =>
    noticeView(r, lang, r.platformNoticeId ? texts.get(r.platformNoticeId) : undefined),
  );
}

function unreadQuery(userId: string) {
  return notice.query.unreadByUser({ userId });
}

/** The bell's number: the user's unread notices. */
export function unreadCount(userId: string): Promise<number> {
  return entityCount(unreadQuery(userId));
}

export interface ListQuery {
  /** Absent: all; 0 unread; 1 read. */
  status?: 0 | 1;
  current: number;
  size: number;
  cursor?: string;
}

/** A page of the user's notices, newest first (unread ones from the sparse unread index). */
export async function listNotices(
  userId: string,
  query: ListQuery,
  lang: Language,
): Promise<Page<NoticeView>> {
  const paging = { current: query.current, size: query.size, cursor: query.cursor, order: 'desc' as const };
  const list =
    query.status === 0
      ? unreadQuery(userId)
      : query.status === 1
        ? notice.query.byUser({ userId }).where((attr, op) => op.eq(attr.status, 1))
        : notice.query.byUser({ userId });
  const page = await entityPage(notice, list, paging);
  const result = { ...page, records: page.records as NoticeRecord[] };
  return { ...result, records: await viewsOf(result.records, lang) };
}

async function setRead(userId: string, noticeId: string, now: Date): Promise<boolean> {
  try {
    await notice
      .patch({ userId, id: noticeId })
      .set({ status: 1, readTime: now.toISOString() })
      .remove(['unreadId'])
      .where((attr, op) => op.eq(attr.status, 0))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Marks one of the user's notices read (spec 2 §4: on click or "view now"); reading twice is fine. */
export async function markRead(userId: string, noticeId: string, now = new Date()): Promise<void> {
  if (!(await setRead(userId, noticeId, now))) {
    const { data } = await notice.get({ userId, id: noticeId }).go({ attributes: ['id'] });
    if (!data) throw new NotFoundError('notice.notFound');
    return;
  }
  await pushNoticeChange(userId, { read: noticeId });
}

/** Marks every unread notice of the user read; answers how many changed. */
export async function markAllRead(userId: string, now = new Date()): Promise<number> {
  const { data } = await unreadQuery(userId).go({ pages: 'all', attributes: ['id'] });
  const ids = data.map((n) => n.id);
  const changed = await mapLimit(ids, 10, (id) => setRead(userId, id, now));
  const count = changed.filter(Boolean).length;
  if (count > 0) await pushNoticeChange(userId, { readAll: count });
  return count;
}

/**
 * Marks read the user's unread notices of one category about one thing (relContent), e.g. the team
 * invitation a user just answered; answers how many changed.
 */
export async function markReadAbout(
  userId: string,
  category: number,
  relContent: string,
  now = new Date(),
): Promise<number> {
  const { data } = await unreadQuery(userId)
    .where((attr, op) => `${op.eq(attr.category, category)} AND ${op.eq(attr.relContent, relContent)}`)
    .go({ pages: 'all', attributes: ['id'] });
  const ids = data.map((n) => n.id);
  const changed = await mapLimit(ids, 10, (id) => setRead(userId, id, now));
  const count = changed.filter(Boolean).length;
  if (count > 0) await pushNoticeChange(userId, { readAll: count });
  return count;
}
