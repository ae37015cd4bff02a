import { PLATFORM_NOTICE_CATEGORY } from '@loopline/shared';
import { tenantActiveUserIds } from '../account/index.ts';
import { getMany } from '../entities/batch.ts';
import { notice } from '../entities/notice.ts';
import { firstMatches } from '../entities/paging.ts';
import { platformNotice } from '../entities/platformNotice.ts';
import { platformNoticeDelivery } from '../entities/platformNoticeDelivery.ts';
import {
  TransactionCancelledError,
  type TransactionItem,
  transactWrite,
  txItem,
} from '../entities/transaction.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import type { Caller } from '../lib/http/route.ts';
import type { PlatformNotice } from './model.ts';
import { platformTexts } from './notices.ts';
import { type NoticeRecord, noticeItem, pushNoticeChange } from './notify.ts';
import { getSettings, getSettingsMany, type MessageSettings, noticeLanguagesOf } from './settings.ts';

/** Should this user get this notice: category 19 on, and a language in common. */
async function wants(settings: MessageSettings, published: PlatformNotice): Promise<boolean> {
  if (settings.off.includes(PLATFORM_NOTICE_CATEGORY)) return false;
  const languages = await noticeLanguagesOf(settings);
  return languages.some((l) => published.languages.includes(l));
}

/** A transaction item that holds only while the notice is published as it was read (same publish time). */
function stillPublished(published: PlatformNotice): TransactionItem {
  const { Key, TableName } = platformNotice.get({ id: published.id }).params() as {
    Key: Record<string, unknown>;
    TableName: string;
  };
  return {
    ConditionCheck: {
      TableName,
      Key,
      ConditionExpression: '#status = :published AND #publishTime = :publishTime',
      ExpressionAttributeNames: { '#status': 'status', '#publishTime': 'publishTime' },
      ExpressionAttributeValues: { ':published': 1, ':publishTime': published.publishTime ?? '' },
    },
  };
}

/**
 * Delivers a notice to one user once (marker and notice written together); false if it was already
 * there, or if the notice is no longer published as it was read. That check is part of the write, so a
 * delivery under way when publishing is cancelled either lands before the cancellation (and is taken
 * back by its retract) or not at all.
 */
async function deliver(published: PlatformNotice, userId: string, now: Date): Promise<boolean> {
  const personal: NoticeRecord = {
    id: sortableId(now),
    userId,
    tenantId: published.tenantId,
    category: PLATFORM_NOTICE_CATEGORY,
    content: { zh: published.title, en: published.titleEn },
    relContent: published.id,
    status: 0,
    createTime: now.toISOString(),
    termType: 'web',
    platformNoticeId: published.id,
    ...(published.endTime ? { endTime: published.endTime } : {}),
  };
  try {
    await transactWrite({
      published: stillPublished(published),
      marker: txItem(
        platformNoticeDelivery.create({ platformNoticeId: published.id, userId, noticeId: personal.id }),
      ),
      notice: txItem(notice.put(noticeItem(personal))),
    });
  } catch (error) {
    if (
      error instanceof TransactionCancelledError &&
      (error.failedOn('marker') || error.failedOn('published'))
    )
      return false;
    throw error;
  }
  await pushNoticeChange(userId, { id: personal.id, category: PLATFORM_NOTICE_CATEGORY });
  return true;
}

export interface FanOutStep {
  noticeId: string;
  /** When publishing happened: the delivered notices carry it. */
  at: string;
  /** Where the previous step stopped in the tenant's user list (absent on the first step). */
  cursor?: string | null;
  /** Users reached so far. */
  delivered: number;
  done?: boolean;
}

/**
 * One step of delivering a published notice: a page of the tenant's users. The noticeFanout state
 * machine repeats it until `done`, so a tenant of any size is reached without a long request;
 * delivery is idempotent, so a retried step reaches nobody twice. The last step records the recipients.
 */
export async function fanOutStep(step: FanOutStep): Promise<FanOutStep> {
  const { data: published } = await platformNotice.get({ id: step.noticeId }).go();
  if (published?.status !== 1) return { ...step, done: true };
  const live = published as PlatformNotice;
  const page = await tenantActiveUserIds(live.tenantId, step.cursor ?? null);
  const settings = await getSettingsMany(page.userIds);
  const now = new Date(step.at);
  const reached = await mapLimit(page.userIds, 10, async (userId) =>
    (await wants(settings.get(userId)!, live)) ? deliver(live, userId, now) : false,
  );
  const delivered = step.delivered + reached.filter(Boolean).length;
  if (page.cursor) return { ...step, cursor: page.cursor, delivered, done: false };
  await platformNotice
    .patch({ id: live.id })
    .set({ recipients: delivered })
    .where((attr, op) => op.eq(attr.status, 1))
    .go()
    .catch(() => undefined);
  return { ...step, cursor: null, delivered, done: true };
}

/** Takes a notice back from everyone who received it (their notices and the markers). */
export async function retract(noticeId: string): Promise<void> {
  const { data: deliveries } = await platformNoticeDelivery.query
    .byNotice({ platformNoticeId: noticeId })
    .go({ pages: 'all' });
  await notice.delete(deliveries.map((d) => ({ userId: d.userId, id: d.noticeId }))).go();
  await platformNoticeDelivery.delete(deliveries).go();
  await mapLimit(deliveries, 10, (d) => pushNoticeChange(d.userId, { removed: d.noticeId }));
}

/** Published notices still valid now, of a tenant (index query on the published ones). */
async function liveNotices(tenantId: string, now: Date): Promise<PlatformNotice[]> {
  const { data } = await platformNotice.query
    .publishedByTenant({ tenantId })
    .where((attr, op) => op.gt(attr.endTime, now.toISOString()))
    .go({ pages: 'all' });
  return data as PlatformNotice[];
}

/** Delivers the live notices this user should have but has not got yet. */
async function catchUp(caller: Caller, now: Date): Promise<void> {
  const live = await liveNotices(caller.tenantId, now);
  if (live.length === 0) return;
  const settings = await getSettings(caller.userId);
  const candidates: PlatformNotice[] = [];
  for (const published of live) if (await wants(settings, published)) candidates.push(published);
  if (candidates.length === 0) return;
  const have = await getMany(
    platformNoticeDelivery,
    candidates.map((n) => ({ platformNoticeId: n.id, userId: caller.userId })),
  );
  const delivered = new Set(have.map((d) => d.platformNoticeId));
  for (const published of candidates) {
    if (!delivered.has(published.id)) await deliver(published, caller.userId, now);
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
  const query = notice.query
    .platformByUser({ userId: caller.userId })
    .where((attr, op) => op.gt(attr.endTime, now.toISOString()));
  // The newest 200 still valid, however many expired ones come before them.
  const { data } = await query.go({ order: 'desc', ...firstMatches(query, 200) });
  const personal = data as NoticeRecord[];
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
