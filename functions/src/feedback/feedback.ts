import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  FEEDBACK_NOTICE_CATEGORY,
  type Language,
  type Page,
  REPLY_STATUS,
  translate,
} from '@loopline/shared';
import { getUser } from '../account/users.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import { keys } from '../lib/db/keys.ts';
import { queryPage } from '../lib/db/paging.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { logger } from '../lib/logger.ts';
import { notify } from '../notice/notify.ts';
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

function indexKeys(f: Pick<FeedbackRecord, 'userId' | 'tenantId' | 'createTime' | 'id'>) {
  const sort = `${f.createTime}#${f.id}`;
  return {
    gsi1pk: keys.userFeedback(f.userId),
    gsi1sk: sort,
    gsi2pk: keys.tenantFeedback(f.tenantId),
    gsi2sk: sort,
  };
}

/** Feedback items mark their entity in `entity`: `type` is a field of feedback (web, app) and of thread items. */
function strip<T>(item: Record<string, unknown>): T {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    entity: _e,
    search: _s,
    ...rest
  } = item;
  return rest as T;
}

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
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.feedback(record.id),
                entity: 'feedback',
                ...record,
                search: `${record.account}\n${record.userName}\n${record.feedback}`.toLowerCase(),
                ...indexKeys(record),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...pictureKeys.map((key) => ({
            Put: {
              TableName: tableName(),
              Item: { ...keys.feedbackPicture(key), entity: 'feedbackPicture', feedbackId: record.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError('feedback.pictureMissing');
    throw error;
  }
  return record;
}

export async function getFeedback(feedbackId: string): Promise<FeedbackRecord | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.feedback(feedbackId) }));
  return out.Item ? strip<FeedbackRecord>(out.Item) : null;
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
  const items: ThreadItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
        ExpressionAttributeValues: { ':pk': keys.feedback(feedbackId).pk, ':item': 'ITEM#' },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []).map((i) => strip<ThreadItem>(i)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
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

function listInput(partition: [string, string], index: 'gsi1' | 'gsi2', filters: ListFilters) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': partition[1] };
  let keyCondition = `${index}pk = :pk`;
  if (filters.startDate || filters.endDate) {
    keyCondition += ` AND ${index}sk BETWEEN :from AND :to`;
    values[':from'] = filters.startDate ?? '0000';
    values[':to'] = `${filters.endDate ?? '9999'}\uffff`;
  }
  if (filters.replyStatus !== undefined) {
    conditions.push('replyStatus = :rs');
    values[':rs'] = filters.replyStatus;
  }
  if (filters.emerg !== undefined) {
    conditions.push('emerg = :emerg');
    values[':emerg'] = filters.emerg;
  }
  if (filters.keyword) {
    conditions.push('contains(#search, :kw)');
    names['#search'] = 'search';
    values[':kw'] = filters.keyword.toLowerCase();
  }
  return {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: keyCondition,
    ExpressionAttributeValues: values,
    ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ScanIndexForward: filters.ascending,
  };
}

/** The user's own feedback with threads and pictures (spec 1 §2 "my feedback"). */
export async function myFeedbacks(caller: Caller, filters: ListFilters): Promise<Page<FeedbackView>> {
  const partition: [string, string] = ['gsi1pk', keys.userFeedback(caller.userId)];
  const result = await queryPage<Record<string, unknown>>({
    input: listInput(partition, 'gsi1', filters),
    partition,
    current: filters.current,
    size: filters.size,
  });
  const records = await mapLimit(result.records, 5, (item) => feedbackView(strip<FeedbackRecord>(item)));
  return { ...result, records };
}

/** The tenant's feedback for administrators (threads are fetched by info/{id}). */
export async function listFeedback(caller: Caller, filters: ListFilters) {
  const partition: [string, string] = ['gsi2pk', keys.tenantFeedback(caller.tenantId)];
  const result = await queryPage<Record<string, unknown>>({
    input: listInput(partition, 'gsi2', filters),
    partition,
    current: filters.current,
    size: filters.size,
  });
  const records = await mapLimit(result.records, 10, async (item) => {
    const { pictures, ...rest } = strip<FeedbackRecord>(item);
    return { ...rest, attachInfo: await pictureUrls(pictures) };
  });
  return { ...result, records };
}

/** Everything a filter matches, for the export (capped). */
export async function allFeedback(
  caller: Caller,
  filters: Omit<ListFilters, 'current' | 'size'>,
  cap = 10_000,
) {
  const partition: [string, string] = ['gsi2pk', keys.tenantFeedback(caller.tenantId)];
  const input = listInput(partition, 'gsi2', { ...filters, current: 1, size: cap });
  const records: FeedbackRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    records.push(...(out.Items ?? []).map((i) => strip<FeedbackRecord>(i)));
    startKey = out.LastEvaluatedKey;
  } while (startKey && records.length < cap);
  return records.slice(0, cap);
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
  const allowed = item.type === 'reply' ? [':none', ':comment'] : [':reply'];
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.feedbackItem(record.id, item.id), entity: 'feedbackItem', ...item },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.feedback(record.id),
              UpdateExpression:
                'SET lastItem = :kind, replyStatus = :status, updateTime = :now ADD itemCount :one',
              ConditionExpression: `attribute_exists(pk) AND lastItem IN (${allowed.join(', ')})`,
              ExpressionAttributeValues: {
                ':kind': item.type,
                ':status': after,
                ':now': item.createTime,
                ':one': 1,
                ...(item.type === 'reply'
                  ? { ':none': 'none', ':comment': 'comment' }
                  : { ':reply': 'reply' }),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException)
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
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.feedbackItem(feedbackId, replyId) }),
  );
  if (out.Item?.entity !== 'feedbackItem' || out.Item.type !== 'reply')
    throw new NotFoundError('feedback.replyNotFound');
  const now = new Date().toISOString();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.feedbackItem(feedbackId, replyId),
        UpdateExpression: 'SET content = :content, updateTime = :now',
        ConditionExpression: 'attribute_exists(pk) AND #t = :reply',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':content': content, ':now': now, ':reply': 'reply' },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError('feedback.replyNotFound');
    throw error;
  }
  return { ...strip<ThreadItem>(out.Item), content, updateTime: now };
}

/** Deletes every listed feedback (records, threads, picture claims) or none, then their pictures. */
export async function deleteFeedback(caller: Caller, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found: FeedbackRecord[] = [];
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
    [tableName()]: { Keys: unique.map((id) => keys.feedback(id)) },
  };
  while (request && Object.keys(request).length) {
    const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of out.Responses?.[tableName()] ?? []) {
      const record = strip<FeedbackRecord>(item);
      if (record.tenantId === caller.tenantId) found.push(record);
    }
    request = out.UnprocessedKeys as typeof request;
  }
  if (found.length !== unique.length) throw new NotFoundError('feedback.notFound');
  const deletes: { pk: string; sk: string }[] = [];
  for (const record of found) {
    deletes.push(keys.feedback(record.id));
    for (const item of await threadOf(record.id)) deletes.push(keys.feedbackItem(record.id, item.id));
    for (const key of record.pictures) deletes.push(keys.feedbackPicture(key));
  }
  // One transaction holds 100 writes; the records go in the first one so a failure leaves them whole.
  const ordered = [...deletes.filter((k) => k.sk === 'META'), ...deletes.filter((k) => k.sk !== 'META')];
  for (let i = 0; i < ordered.length; i += 100) {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: ordered.slice(i, i + 100).map((Key) => ({ Delete: { TableName: tableName(), Key } })),
      }),
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
