import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Language, NOTICE_GROUPS, noticeCategory, type Page } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { keys } from '../lib/db/keys.ts';
import { countQuery, queryPage } from '../lib/db/paging.ts';
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
  for (let i = 0; i < unique.length; i += 100) {
    let request:
      | Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string }>
      | undefined = {
      [tableName()]: {
        Keys: unique.slice(i, i + 100).map((id) => keys.platformNotice(id)),
        ProjectionExpression: 'id, title, titleEn, content, contentEn',
      },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of (out.Responses?.[tableName()] ?? []) as (PlatformNoticeText & { id: string })[]) {
        const { id, ...text } = item;
        found.set(id, text);
      }
      request = out.UnprocessedKeys as typeof request;
    }
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
  return {
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.unreadNotices(userId) },
    ScanIndexForward: false,
  };
}

/** The bell's number: the user's unread notices. */
export function unreadCount(userId: string): Promise<number> {
  return countQuery(unreadQuery(userId));
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
  const { pk, skPrefix } = keys.noticePrefix(userId);
  const result =
    query.status === 0
      ? await queryPage<NoticeRecord>({
          input: unreadQuery(userId),
          partition: ['gsi1pk', keys.unreadNotices(userId)],
          ...query,
        })
      : await queryPage<NoticeRecord>({
          input: {
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
            ExpressionAttributeValues: {
              ':pk': pk,
              ':sk': skPrefix,
              ...(query.status === 1 ? { ':read': 1 } : {}),
            },
            ...(query.status === 1
              ? { FilterExpression: '#s = :read', ExpressionAttributeNames: { '#s': 'status' } }
              : {}),
            ScanIndexForward: false,
          },
          partition: ['pk', pk],
          ...query,
        });
  return { ...result, records: await viewsOf(result.records, lang) };
}

async function setRead(userId: string, noticeId: string, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notice(userId, noticeId),
        UpdateExpression: 'SET #s = :read, readTime = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk) AND #s = :unread',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':read': 1, ':unread': 0, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Marks one of the user's notices read (spec 2 §4: on click or "view now"); reading twice is fine. */
export async function markRead(userId: string, noticeId: string, now = new Date()): Promise<void> {
  if (!(await setRead(userId, noticeId, now))) {
    const out = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.notice(userId, noticeId),
        ProjectionExpression: 'id',
      }),
    );
    if (!out.Item) throw new NotFoundError('notice.notFound');
    return;
  }
  await pushNoticeChange(userId, { read: noticeId });
}

/** Marks every unread notice of the user read; answers how many changed. */
export async function markAllRead(userId: string, now = new Date()): Promise<number> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({ ...unreadQuery(userId), ProjectionExpression: 'id', ExclusiveStartKey: startKey }),
    );
    ids.push(...(out.Items ?? []).map((i) => i.id as string));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
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
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const query = unreadQuery(userId);
    const out = await dynamo.send(
      new QueryCommand({
        ...query,
        FilterExpression: '#c = :category AND relContent = :rel',
        ExpressionAttributeNames: { '#c': 'category' },
        ExpressionAttributeValues: {
          ...query.ExpressionAttributeValues,
          ':category': category,
          ':rel': relContent,
        },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => i.id as string));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const changed = await mapLimit(ids, 10, (id) => setRead(userId, id, now));
  const count = changed.filter(Boolean).length;
  if (count > 0) await pushNoticeChange(userId, { readAll: count });
  return count;
}
