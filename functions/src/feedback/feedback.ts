import {
  FEEDBACK_NOTICE_CATEGORY,
  type Language,
  type Page,
  REPLY_STATUS,
  translate,
} from '@loopline/shared';
import { getUser } from '../account/index.ts';
import { getMany } from '../entities/batch.ts';
import { conditionFailed } from '../entities/errors.ts';
import { feedback as feedbackEntity } from '../entities/feedback.ts';
import { feedbackItem } from '../entities/feedbackItem.ts';
import { feedbackPicture } from '../entities/feedbackPicture.ts';
import { entityPage, firstMatches } from '../entities/paging.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { notify } from '../notice/index.ts';
import { deletePictures, pictureUrls } from './pictures.ts';

/** A feedback (spec 2 §3): what the user wrote, and where its thread stands. */
export interface FeedbackRecord {
  id: string;
  tenantId: string;
  userId: string;
  account: string;
  userName: string;
  feedback: string;
  emerg: number;
  type: 'web' | 'app';
  email: string;
  pictures: string[];
  createTime: string;
  updateTime: string;
  /** 1 when the newest thread item is a reply (received), else 0. */
  replyStatus: 0 | 1;
  lastItem: 'none' | 'reply' | 'comment';
  itemCount: number;
}

/** One reply (administrator) or comment (the author) in a thread; they alternate. */
export interface ThreadItem {
  id: string;
  feedbackId: string;
  type: 'reply' | 'comment';
  content: string;
  userId: string;
  userName: string;
  createTime: string;
  updateTime: string;
}

export interface NewFeedback {
  feedback: string;
  emerg: number;
  type: 'web' | 'app';
  email: string;
}

type StoredFeedback = Omit<FeedbackRecord, 'type'> & { client: FeedbackRecord['type'] };
type StoredItem = Omit<ThreadItem, 'type'> & { kind: ThreadItem['type'] };

/** The stored forms keep the API's `type` fields as `client` / `kind` (`type` is the table's entity tag). */
const toStoredFeedback = ({ type, ...rest }: FeedbackRecord): StoredFeedback => ({ ...rest, client: type });
const fromStoredFeedback = ({ client, ...rest }: StoredFeedback): FeedbackRecord => ({
  ...rest,
  type: client,
});
const toStoredItem = ({ type, ...rest }: ThreadItem): StoredItem => ({ ...rest, kind: type });
const fromStoredItem = ({ kind, ...rest }: StoredItem): ThreadItem => ({ ...rest, type: kind });

function displayName(user: { realName?: string; nickName?: string; account: string }): string {
  return user.realName || user.nickName || user.account;
}

/** Stores a feedback and claims its pictures (a picture belongs to one feedback) in one transaction. */
export async function createFeedback(
  caller: Caller,
  input: NewFeedback,
  pictureKeys: string[],
  now = new Date(),
): Promise<FeedbackRecord> {
  const user = await getUser(caller.userId);
  const record: FeedbackRecord = {
    id: sortableId(now),
    tenantId: caller.tenantId,
    userId: caller.userId,
    account: caller.account,
    userName: user ? displayName(user) : caller.account,
    ...input,
    pictures: pictureKeys,
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
    replyStatus: REPLY_STATUS.waiting,
    lastItem: 'none',
    itemCount: 0,
  };
  try {
    await transactWrite({
      feedback: txItem(feedbackEntity.create(toStoredFeedback(record))),
      ...Object.fromEntries(
        pictureKeys.map((key) => [
          `picture ${key}`,
          txItem(feedbackPicture.create({ key, feedbackId: record.id })),
        ]),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError('feedback.pictureMissing');
    throw error;
  }
  return record;
}

export async function getFeedback(feedbackId: string): Promise<FeedbackRecord | null> {
  const { data } = await feedbackEntity.get({ id: feedbackId }).go();
  return data ? fromStoredFeedback(data as StoredFeedback) : null;
}

/** A feedback of the caller's tenant (administrators) or of the caller (users); else not found. */
export async function feedbackFor(
  caller: Caller,
  feedbackId: string,
  asAdmin: boolean,
): Promise<FeedbackRecord> {
  const record = await getFeedback(feedbackId);
  if (!record || record.tenantId !== caller.tenantId || (!asAdmin && record.userId !== caller.userId))
    throw new NotFoundError('feedback.notFound');
  return record;
}

export async function threadOf(feedbackId: string): Promise<ThreadItem[]> {
  const { data } = await feedbackItem.query.byFeedback({ feedbackId }).go({ pages: 'all' });
  return (data as StoredItem[]).map(fromStoredItem);
}

/** How a feedback is answered: the record, its pictures, and its thread both flat and in pairs. */
export async function feedbackView(record: FeedbackRecord, thread?: ThreadItem[]) {
  const items = thread ?? (await threadOf(record.id));
  const pairs: { reply: ThreadItem; comment: ThreadItem | null }[] = [];
  for (const item of items) {
    if (item.type === 'reply') pairs.push({ reply: item, comment: null });
    else if (pairs.length) pairs[pairs.length - 1]!.comment = item;
  }
  const { pictures, ...rest } = record;
  return {
    ...rest,
    attachInfo: await pictureUrls(pictures),
    replyFeedbackInfos: items,
    replayList: pairs,
  };
}

export type FeedbackView = Awaited<ReturnType<typeof feedbackView>>;

export interface ListFilters {
  current: number;
  size: number;
  ascending: boolean;
  replyStatus?: 0 | 1;
  emerg?: number;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

type FeedbackQuery =
  | ReturnType<typeof feedbackEntity.query.byUser>
  | ReturnType<typeof feedbackEntity.query.byTenant>;

/** A list query narrowed by the filters: dates on the index's sort key, the rest as a filter. */
function filtered(query: FeedbackQuery, filters: Omit<ListFilters, 'current' | 'size'>) {
  const dated =
    filters.startDate || filters.endDate
      ? query.between(
          { createTime: filters.startDate ?? '0000' },
          { createTime: `${filters.endDate ?? '9999'}\uffff` },
        )
      : query;
  const keyword = filters.keyword?.toLowerCase();
  return dated.where((attr, op) =>
    [
      filters.replyStatus !== undefined ? op.eq(attr.replyStatus, filters.replyStatus as number) : '',
      filters.emerg !== undefined ? op.eq(attr.emerg, filters.emerg) : '',
      keyword ? op.contains(attr.search, keyword) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

async function feedbackPage(query: FeedbackQuery, filters: ListFilters): Promise<Page<FeedbackRecord>> {
  const page = await entityPage(feedbackEntity, filtered(query, filters), {
    current: filters.current,
    size: filters.size,
    order: filters.ascending ? 'asc' : 'desc',
  });
  return { ...page, records: (page.records as StoredFeedback[]).map(fromStoredFeedback) };
}

/** The user's own feedback with threads and pictures (spec 1 §2 "my feedback"). */
export async function myFeedbacks(caller: Caller, filters: ListFilters): Promise<Page<FeedbackView>> {
  const result = await feedbackPage(feedbackEntity.query.byUser({ userId: caller.userId }), filters);
  const records = await mapLimit(result.records, 5, (record) => feedbackView(record));
  return { ...result, records };
}

/** The tenant's feedback for administrators (threads are fetched by info/{id}). */
export async function listFeedback(caller: Caller, filters: ListFilters) {
  const result = await feedbackPage(feedbackEntity.query.byTenant({ tenantId: caller.tenantId }), filters);
  const records = await mapLimit(result.records, 10, async ({ pictures, ...rest }) => ({
    ...rest,
    attachInfo: await pictureUrls(pictures),
  }));
  return { ...result, records };
}

/** Everything a filter matches, for the export (capped). */
export async function allFeedback(
  caller: Caller,
  filters: Omit<ListFilters, 'current' | 'size'>,
  cap = 10_000,
) {
  const query = filtered(feedbackEntity.query.byTenant({ tenantId: caller.tenantId }), filters);
  const { data } = await query.go({ order: filters.ascending ? 'asc' : 'desc', ...firstMatches(query, cap) });
  return (data as StoredFeedback[]).slice(0, cap).map(fromStoredFeedback);
}

function threadItem(
  record: FeedbackRecord,
  type: ThreadItem['type'],
  content: string,
  who: Caller,
  name: string,
  now: Date,
) {
  const item: ThreadItem = {
    id: sortableId(now),
    feedbackId: record.id,
    type,
    content,
    userId: who.userId,
    userName: name,
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
  };
  return item;
}

/**
 * Adds a reply or a comment: replies and comments alternate, so a reply needs an empty thread or a
 * comment last, and a comment needs a reply last. The item and the record change together.
 */
async function append(record: FeedbackRecord, item: ThreadItem): Promise<void> {
  const after = item.type === 'reply' ? REPLY_STATUS.replied : REPLY_STATUS.waiting;
  const allowed: FeedbackRecord['lastItem'][] = item.type === 'reply' ? ['none', 'comment'] : ['reply'];
  try {
    await transactWrite({
      item: txItem(feedbackItem.create(toStoredItem(item))),
      feedback: txItem(
        feedbackEntity
          .patch({ id: record.id })
          .set({ lastItem: item.type, replyStatus: after, updateTime: item.createTime })
          .add({ itemCount: 1 })
          .where((attr, op) => allowed.map((kind) => op.eq(attr.lastItem, kind)).join(' OR ')),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError)
      throw new ConflictError(
        item.type === 'reply' ? 'feedback.replyNotAllowed' : 'feedback.commentNotAllowed',
      );
    throw error;
  }
}

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : chars.join('');
}

/** An administrator's reply; the author gets a category-18 notice ("view now" opens their feedback). */
export async function reply(caller: Caller, feedbackId: string, content: string, now = new Date()) {
  const record = await feedbackFor(caller, feedbackId, true);
  if (record.lastItem === 'reply') throw new ConflictError('feedback.replyNotAllowed');
  const admin = await getUser(caller.userId);
  const item = threadItem(record, 'reply', content, caller, admin ? displayName(admin) : caller.account, now);
  await append(record, item);
  try {
    await notify(
      [record.userId],
      FEEDBACK_NOTICE_CATEGORY,
      { key: 'notice.feedbackReplied', params: { excerpt: excerpt(record.feedback) } },
      record.id,
      { tenantId: record.tenantId, creatorId: caller.userId, now },
    );
  } catch (error) {
    // The reply stands; the author still sees it in "my feedback".
    logger.error('feedback reply notice failed', { feedbackId, error: error as Error });
  }
  return item;
}

/** The author's comment under the last reply. */
export async function comment(caller: Caller, feedbackId: string, content: string, now = new Date()) {
  const record = await feedbackFor(caller, feedbackId, false);
  if (record.lastItem !== 'reply') throw new ConflictError('feedback.commentNotAllowed');
  const user = await getUser(caller.userId);
  const item = threadItem(record, 'comment', content, caller, user ? displayName(user) : caller.account, now);
  await append(record, item);
  return item;
}

/** Changes the text of a reply. */
export async function updateReply(caller: Caller, feedbackId: string, replyId: string, content: string) {
  await feedbackFor(caller, feedbackId, true);
  const { data: stored } = await feedbackItem.get({ feedbackId, id: replyId }).go();
  const existing = stored ? fromStoredItem(stored as StoredItem) : null;
  if (existing?.type !== 'reply') throw new NotFoundError('feedback.replyNotFound');
  const now = new Date().toISOString();
  try {
    await feedbackItem
      .patch({ feedbackId, id: replyId })
      .set({ content, updateTime: now })
      .where((attr, op) => op.eq(attr.kind, 'reply'))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('feedback.replyNotFound');
    throw error;
  }
  return { ...existing, content, updateTime: now };
}

/** Deletes every listed feedback (records, threads, picture claims) or none, then their pictures. */
export async function deleteFeedback(caller: Caller, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const records = (
    (await getMany(
      feedbackEntity,
      unique.map((id) => ({ id })),
    )) as StoredFeedback[]
  ).map(fromStoredFeedback);
  const found = records.filter((record) => record.tenantId === caller.tenantId);
  if (found.length !== unique.length) throw new NotFoundError('feedback.notFound');
  const recordDeletes = found.map((record) => txItem(feedbackEntity.delete({ id: record.id })));
  const rest: ReturnType<typeof txItem>[] = [];
  for (const record of found) {
    for (const item of await threadOf(record.id))
      rest.push(txItem(feedbackItem.delete({ feedbackId: record.id, id: item.id })));
    for (const key of record.pictures) rest.push(txItem(feedbackPicture.delete({ key })));
  }
  // One transaction holds 100 writes; the records go in the first one so a failure leaves them whole.
  const ordered = [...recordDeletes, ...rest];
  for (let i = 0; i < ordered.length; i += 100) {
    await transactWrite(
      Object.fromEntries(ordered.slice(i, i + 100).map((item, n) => [`delete ${i + n}`, item])),
    );
  }
  await deletePictures(found.flatMap((f) => f.pictures));
}

/** The author's avatar, for the administrators' list (spec 3 §7 getAvatarId). */
export async function authorAvatar(caller: Caller, feedbackId: string) {
  const record = await feedbackFor(caller, feedbackId, true);
  const user = await getUser(record.userId);
  return { userId: record.userId, account: record.account, avatar: user?.avatar ?? '' };
}

export function urgencyName(emerg: number, lang: Language): string {
  return translate(`feedback.urgency.${emerg}`, lang);
}
