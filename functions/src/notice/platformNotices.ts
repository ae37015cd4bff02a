import type { Language, MessageKey, Page } from '@loopline/shared';
import { getMany } from '../entities/batch.ts';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { platformNotice } from '../entities/platformNotice.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { NoticeInput, PlatformNotice } from './model.ts';
import { retract } from './noticeDelivery.ts';
import { creatorOf } from './notify.ts';

/**
 * Platform notices (spec 3 §3–§7): administrators write them in both languages, publish them
 * (ids, endTime, language) and cancel publishing. Publishing delivers a category-19 notice to every
 * active user of the tenant who reads notices in one of the chosen languages and has not switched
 * category 19 off; the delivery is idempotent (one marker per notice and user), so users who were
 * missed (new accounts, changed languages) get it when they open the notice dialog.
 */
const MAX_IDS = 100;

/** The list row: the notice plus whether its validity has ended. */
export function noticeRow(notice: PlatformNotice, now = new Date()) {
  return {
    ...notice,
    languages: notice.languages.join(','),
    expired: notice.status === 1 && !!notice.endTime && notice.endTime <= now.toISOString(),
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
  await platformNotice.create(notice).go();
  return notice;
}

/** Notices of the caller's tenant by id; every id must exist there. */
export async function getNotices(caller: Caller, ids: string[]): Promise<PlatformNotice[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, PlatformNotice>();
  const items = await getMany(
    platformNotice,
    unique.map((id) => ({ id })),
  );
  for (const item of items as PlatformNotice[]) {
    if (item.tenantId === caller.tenantId) found.set(item.id, item);
  }
  if (found.size !== unique.length) throw new NotFoundError('platformNotice.notFound');
  return unique.map((id) => found.get(id)!);
}

export async function updateNotice(caller: Caller, id: string, input: NoticeInput, now = new Date()) {
  const [notice] = await getNotices(caller, [id]);
  if (notice!.status === 1) throw new ConflictError('platformNotice.editPublished');
  const updated: PlatformNotice = { ...notice!, ...input, updateTime: now.toISOString() };
  try {
    await platformNotice
      .patch({ id })
      .set({ ...input, updateTime: updated.updateTime })
      .where((attr, op) => op.eq(attr.status, 0))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('platformNotice.editPublished');
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
  const title = query.title?.toLowerCase();
  const list = platformNotice.query
    .byTenant({ tenantId: caller.tenantId })
    .where((attr, op) =>
      [
        title ? op.contains(attr.search, title) : '',
        query.status !== undefined ? op.eq(attr.status, query.status as number) : '',
      ]
        .filter(Boolean)
        .join(' AND '),
    );
  const page = await entityPage(platformNotice, list, {
    current: query.current,
    size: query.size,
    order: 'desc',
  });
  return { ...page, records: page.records as PlatformNotice[] };
}

/** Names each notice's item in a transaction, so a refusal names the notice it concerns. */
function named<T>(notices: PlatformNotice[], item: (n: PlatformNotice) => T): Record<string, T> {
  return Object.fromEntries(notices.map((n) => [n.id, item(n)]));
}

function conflictFrom(error: unknown, notices: PlatformNotice[], key: MessageKey): never {
  if (error instanceof TransactionCancelledError) {
    const refused = notices.find((n) => error.failedOn(n.id)) ?? notices[0];
    throw new ConflictError(key, { title: refused?.title ?? '' });
  }
  throw error;
}

/** Every notice is deleted, or none; published ones are taken back from the users first. */
export async function removeNotices(caller: Caller, ids: string[]): Promise<void> {
  const notices = await getNotices(caller, ids.slice(0, MAX_IDS));
  await transactWrite(named(notices, (n) => txItem(platformNotice.remove({ id: n.id }))));
  await mapLimit(notices, 4, (n) => retract(n.id));
}

export interface PublishInput {
  ids: string[];
  endTime: Date;
  languages: Language[];
}

/**
 * Publishes every notice or none (all must be unpublished). Delivery to the tenant's users runs in the
 * background (the noticeFanout state machine), so publishing answers at once whatever the number of
 * users; each notice's `recipients` is written when its delivery is done. Answers the notices published.
 */
export async function publishNotices(caller: Caller, input: PublishInput, now = new Date()): Promise<number> {
  const notices = await getNotices(caller, input.ids.slice(0, MAX_IDS));
  const published = notices.find((n) => n.status === 1);
  if (published) throw new ConflictError('platformNotice.alreadyPublished', { title: published.title });
  const endTime = input.endTime.toISOString();
  const at = now.toISOString();
  try {
    await transactWrite(
      named(notices, (n) =>
        txItem(
          platformNotice
            .patch({ id: n.id })
            .set({
              status: 1,
              endTime,
              publishTime: at,
              updateTime: at,
              languages: input.languages,
              publishedId: n.id,
              tenantId: n.tenantId,
            })
            .where((attr, op) => op.eq(attr.status, 0)),
        ),
      ),
    );
  } catch (error) {
    conflictFrom(error, notices, 'platformNotice.alreadyPublished');
  }
  for (const n of notices) {
    await startWorkflow('noticeFanout', { noticeId: n.id, at, delivered: 0 });
  }
  return notices.length;
}

/** Cancels publishing of every notice or none (all must be published) and takes them back. */
export async function cancelPublishing(caller: Caller, ids: string[], now = new Date()): Promise<void> {
  const notices = await getNotices(caller, ids.slice(0, MAX_IDS));
  const unpublished = notices.find((n) => n.status !== 1);
  if (unpublished) throw new ConflictError('platformNotice.notPublished', { title: unpublished.title });
  try {
    await transactWrite(
      named(notices, (n) =>
        txItem(
          platformNotice
            .patch({ id: n.id })
            .set({ status: 0, updateTime: now.toISOString(), recipients: 0 })
            .remove(['publishedId'])
            .where((attr, op) => op.eq(attr.status, 1)),
        ),
      ),
    );
  } catch (error) {
    conflictFrom(error, notices, 'platformNotice.notPublished');
  }
  await mapLimit(notices, 4, (n) => retract(n.id));
}
