import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Language, type MessageKey, type Page, PLATFORM_NOTICE_CATEGORY } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import { keys } from '../lib/db/keys.ts';
import { queryPage } from '../lib/db/paging.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { platformTexts } from './notices.ts';
import { creatorOf, type NoticeRecord, noticeItem, pushNoticeChange } from './notify.ts';
import { getSettings, getSettingsMany, type MessageSettings, noticeLanguagesOf } from './settings.ts';

/**
 * Platform notices (spec 3 §3–§7): administrators write them in both languages, publish them
 * (ids, endTime, language) and cancel publishing. Publishing delivers a category-19 notice to every
 * active user of the tenant who reads notices in one of the chosen languages and has not switched
 * category 19 off; the delivery is idempotent (one marker per notice and user), so users who were
 * missed (new accounts, changed languages) get it when they open the notice dialog.
 */
export interface PlatformNotice {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  languages: Language[];
  /** 0 unpublished, 1 published. */
  status: 0 | 1;
  endTime?: string;
  publishTime?: string;
  recipients?: number;
  createTime: string;
  updateTime: string;
  createUser: string;
  createUserName: string;
}

export interface NoticeInput {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  languages: Language[];
}

const MAX_IDS = 100;

function record(item: Record<string, unknown>): PlatformNotice {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    type: _t,
    search: _s,
    ...rest
  } = item;
  return rest as unknown as PlatformNotice;
}

/** The list row: the notice plus whether its validity has ended. */
export function noticeRow(notice: PlatformNotice, now = new Date()) {
  return {
    ...notice,
    languages: notice.languages.join(','),
    expired: notice.status === 1 && !!notice.endTime && notice.endTime <= now.toISOString(),
  };
}

function item(notice: PlatformNotice): Record<string, unknown> {
  return {
    ...keys.platformNotice(notice.id),
    type: 'platformNotice',
    ...notice,
    search: `${notice.title}\n${notice.titleEn}`.toLowerCase(),
    gsi1pk: keys.platformNotices(notice.tenantId),
    gsi1sk: notice.id,
    ...(notice.status === 1 ? { gsi2pk: keys.publishedNotices(notice.tenantId), gsi2sk: notice.id } : {}),
  };
}

export async function createNotice(
  caller: Caller,
  input: NoticeInput,
  now = new Date(),
): Promise<PlatformNotice> {
  const creator = await creatorOf(caller.userId);
  const notice: PlatformNotice = {
    id: sortableId(now),
    tenantId: caller.tenantId,
    ...input,
    status: 0,
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
    createUser: caller.userId,
    createUserName: creator?.name ?? caller.account,
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: item(notice),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return notice;
}

/** Notices of the caller's tenant by id; every id must exist there. */
export async function getNotices(caller: Caller, ids: string[]): Promise<PlatformNotice[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, PlatformNotice>();
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
    [tableName()]: { Keys: unique.map((id) => keys.platformNotice(id)) },
  };
  while (request && Object.keys(request).length) {
    const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
    for (const raw of out.Responses?.[tableName()] ?? []) {
      const notice = record(raw);
      if (notice.tenantId === caller.tenantId) found.set(notice.id, notice);
    }
    request = out.UnprocessedKeys as typeof request;
  }
  if (found.size !== unique.length) throw new NotFoundError('platformNotice.notFound');
  return unique.map((id) => found.get(id)!);
}

export async function updateNotice(caller: Caller, id: string, input: NoticeInput, now = new Date()) {
  const [notice] = await getNotices(caller, [id]);
  if (notice!.status === 1) throw new ConflictError('platformNotice.editPublished');
  const updated: PlatformNotice = { ...notice!, ...input, updateTime: now.toISOString() };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: item(updated),
        ConditionExpression: 'attribute_exists(pk) AND #s = :unpublished',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':unpublished': 0 },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError('platformNotice.editPublished');
    throw error;
  }
  return updated;
}

export interface NoticeQuery {
  current: number;
  size: number;
  title?: string;
  status?: 0 | 1;
}

export async function queryNotices(caller: Caller, query: NoticeQuery): Promise<Page<PlatformNotice>> {
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': keys.platformNotices(caller.tenantId) };
  if (query.title) {
    filters.push('contains(#search, :title)');
    names['#search'] = 'search';
    values[':title'] = query.title.toLowerCase();
  }
  if (query.status !== undefined) {
    filters.push('#s = :status');
    names['#s'] = 'status';
    values[':status'] = query.status;
  }
  const result = await queryPage<Record<string, unknown>>({
    input: {
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: values,
      ...(filters.length ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
      ScanIndexForward: false,
    },
    partition: ['gsi1pk', keys.platformNotices(caller.tenantId)],
    current: query.current,
    size: query.size,
  });
  return { ...result, records: result.records.map(record) };
}

/** Transactions take 100 items; id lists are capped at that. */
async function transact(
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) {
  if (items.length === 0) return;
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
}

function conflictFrom(error: unknown, notices: PlatformNotice[], key: MessageKey): never {
  if (error instanceof TransactionCanceledException) {
    const index = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
    throw new ConflictError(key, { title: notices[Math.max(0, index)]?.title ?? '' });
  }
  throw error;
}

/** Every notice is deleted, or none; published ones are taken back from the users first. */
export async function removeNotices(caller: Caller, ids: string[]): Promise<void> {
  const notices = await getNotices(caller, ids.slice(0, MAX_IDS));
  await transact(
    notices.map((n) => ({
      Delete: {
        TableName: tableName(),
        Key: keys.platformNotice(n.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    })),
  );
  await mapLimit(notices, 4, (n) => retract(n.id));
}

/** The tenant's active users (index query on the tenant's user list). */
async function tenantUserIds(tenantId: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.tenantUsers(tenantId) },
        ProjectionExpression: 'userId, #s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const user of out.Items ?? []) if (user.status !== 0 && user.userId) ids.push(user.userId as string);
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** Should this user get this notice: category 19 on, and a language in common. */
async function wants(settings: MessageSettings, notice: PlatformNotice): Promise<boolean> {
  if (settings.off.includes(PLATFORM_NOTICE_CATEGORY)) return false;
  const languages = await noticeLanguagesOf(settings);
  return languages.some((l) => notice.languages.includes(l));
}

/** Delivers a notice to one user once (marker and notice written together); false if it was already there. */
async function deliver(notice: PlatformNotice, userId: string, now: Date): Promise<boolean> {
  const personal: NoticeRecord = {
    id: sortableId(now),
    userId,
    tenantId: notice.tenantId,
    category: PLATFORM_NOTICE_CATEGORY,
    content: { zh: notice.title, en: notice.titleEn },
    relContent: notice.id,
    status: 0,
    createTime: now.toISOString(),
    termType: 'web',
    platformNoticeId: notice.id,
    ...(notice.endTime ? { endTime: notice.endTime } : {}),
  };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.platformNoticeDelivery(notice.id, userId),
            type: 'platformNoticeDelivery',
            userId,
            noticeId: personal.id,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: noticeItem(personal) } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
  await pushNoticeChange(userId, { id: personal.id, category: PLATFORM_NOTICE_CATEGORY });
  return true;
}

async function fanOut(notice: PlatformNotice, now: Date): Promise<number> {
  const userIds = await tenantUserIds(notice.tenantId);
  const settings = await getSettingsMany(userIds);
  const delivered = await mapLimit(userIds, 10, async (userId) =>
    (await wants(settings.get(userId)!, notice)) ? deliver(notice, userId, now) : false,
  );
  return delivered.filter(Boolean).length;
}

export interface PublishInput {
  ids: string[];
  endTime: Date;
  languages: Language[];
}

/** Publishes every notice or none (all must be unpublished), then delivers them; answers the users reached. */
export async function publishNotices(caller: Caller, input: PublishInput, now = new Date()): Promise<number> {
  const notices = await getNotices(caller, input.ids.slice(0, MAX_IDS));
  const published = notices.find((n) => n.status === 1);
  if (published) throw new ConflictError('platformNotice.alreadyPublished', { title: published.title });
  const endTime = input.endTime.toISOString();
  const at = now.toISOString();
  try {
    await transact(
      notices.map((n) => ({
        Update: {
          TableName: tableName(),
          Key: keys.platformNotice(n.id),
          UpdateExpression:
            'SET #s = :published, endTime = :end, publishTime = :now, updateTime = :now, languages = :langs, gsi2pk = :g2pk, gsi2sk = :id',
          ConditionExpression: 'attribute_exists(pk) AND #s = :unpublished',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':published': 1,
            ':unpublished': 0,
            ':end': endTime,
            ':now': at,
            ':langs': input.languages,
            ':g2pk': keys.publishedNotices(n.tenantId),
            ':id': n.id,
          },
        },
      })),
    );
  } catch (error) {
    conflictFrom(error, notices, 'platformNotice.alreadyPublished');
  }
  let reached = 0;
  for (const n of notices) {
    const live: PlatformNotice = { ...n, status: 1, endTime, publishTime: at, languages: input.languages };
    const count = await fanOut(live, now);
    reached += count;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.platformNotice(n.id),
        UpdateExpression: 'SET recipients = :n',
        ExpressionAttributeValues: { ':n': count },
      }),
    );
  }
  return reached;
}

/** Takes a notice back from everyone who received it (their notices and the markers). */
async function retract(noticeId: string): Promise<void> {
  const deliveries: { userId: string; noticeId: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :to)',
        ExpressionAttributeValues: { ':pk': keys.platformNotice(noticeId).pk, ':to': 'TO#' },
        ExclusiveStartKey: startKey,
      }),
    );
    deliveries.push(...((out.Items ?? []) as { userId: string; noticeId: string }[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const deletes = deliveries.flatMap((d) => [
    keys.platformNoticeDelivery(noticeId, d.userId),
    keys.notice(d.userId, d.noticeId),
  ]);
  for (let i = 0; i < deletes.length; i += 25) {
    let request: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
      [tableName()]: deletes.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
    }
  }
  await mapLimit(deliveries, 10, (d) => pushNoticeChange(d.userId, { removed: d.noticeId }));
}

/** Cancels publishing of every notice or none (all must be published) and takes them back. */
export async function cancelPublishing(caller: Caller, ids: string[], now = new Date()): Promise<void> {
  const notices = await getNotices(caller, ids.slice(0, MAX_IDS));
  const unpublished = notices.find((n) => n.status !== 1);
  if (unpublished) throw new ConflictError('platformNotice.notPublished', { title: unpublished.title });
  try {
    await transact(
      notices.map((n) => ({
        Update: {
          TableName: tableName(),
          Key: keys.platformNotice(n.id),
          UpdateExpression:
            'SET #s = :unpublished, updateTime = :now, recipients = :zero REMOVE gsi2pk, gsi2sk',
          ConditionExpression: 'attribute_exists(pk) AND #s = :published',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':published': 1,
            ':unpublished': 0,
            ':now': now.toISOString(),
            ':zero': 0,
          },
        },
      })),
    );
  } catch (error) {
    conflictFrom(error, notices, 'platformNotice.notPublished');
  }
  await mapLimit(notices, 4, (n) => retract(n.id));
}

/** Published notices still valid now, of a tenant (index query on the published ones). */
async function liveNotices(tenantId: string, now: Date): Promise<PlatformNotice[]> {
  const found: PlatformNotice[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: 'endTime > :now',
        ExpressionAttributeValues: { ':pk': keys.publishedNotices(tenantId), ':now': now.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(out.Items ?? []).map(record));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Delivers the live notices this user should have but has not got yet. */
async function catchUp(caller: Caller, now: Date): Promise<void> {
  const live = await liveNotices(caller.tenantId, now);
  if (live.length === 0) return;
  const settings = await getSettings(caller.userId);
  const candidates: PlatformNotice[] = [];
  for (const notice of live) if (await wants(settings, notice)) candidates.push(notice);
  if (candidates.length === 0) return;
  const out = await dynamo.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: candidates.map((n) => keys.platformNoticeDelivery(n.id, caller.userId)),
          ProjectionExpression: 'pk',
        },
      },
    }),
  );
  const have = new Set((out.Responses?.[tableName()] ?? []).map((i) => i.pk as string));
  for (const notice of candidates) {
    if (!have.has(keys.platformNotice(notice.id).pk)) await deliver(notice, caller.userId, now);
  }
}

export interface PopNotice {
  id: string;
  noticeId: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  isRead: boolean;
  createTime: string;
  endTime: string;
}

/**
 * The notice dialog (spec 1 §2): the user's platform notices still valid, newest first, with their
 * read state; `id` is the user's notice, which `/api/cloud/notice/update` marks read.
 */
export async function noticePop(caller: Caller, now = new Date()): Promise<PopNotice[]> {
  await catchUp(caller, now);
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: 'endTime > :now',
      ExpressionAttributeValues: { ':pk': keys.noticePop(caller.userId), ':now': now.toISOString() },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  const personal = (out.Items ?? []) as NoticeRecord[];
  const texts = await platformTexts(personal.map((p) => p.platformNoticeId!));
  return personal.flatMap((p) => {
    const text = texts.get(p.platformNoticeId!);
    return text
      ? [
          {
            id: p.id,
            noticeId: p.platformNoticeId!,
            ...text,
            isRead: p.status === 1,
            createTime: p.createTime,
            endTime: p.endTime ?? '',
          },
        ]
      : [];
  });
}
