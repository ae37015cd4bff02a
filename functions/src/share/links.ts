import { getAll } from '../entities/batch.ts';
import { conditionFailed, ifCondition } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { shareAttempts } from '../entities/shareAttempts.ts';
import { shareLink } from '../entities/shareLink.ts';
import { SHARE_BOXES, sharePointer } from '../entities/sharePointer.ts';
import { transactWrite, txItem } from '../entities/transaction.ts';
import { epochSeconds } from '../lib/db/keys.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { ATTEMPT_WINDOW_SECONDS } from './policy.ts';

/**
 * A share link (entities/shareLink.ts): the selection it opens, the rights it gives, and who made it.
 * `status` and `expireTime` are what getLinkIsRemove (notice/shareLinks.ts) reads.
 */
export interface ShareLink {
  id: string;
  tenantId: string;
  projectId: string;
  creatorId: string;
  creatorName: string;
  /** The selected entries (top level of the shared tree), and their names when shared. */
  entryIds: string[];
  names: string[];
  /** 'anyone' with the id (and code); 'members': only the recipients and the creator, signed in. */
  audience: 'anyone' | 'members';
  recipientIds: string[];
  recipientNames: string[];
  downState: 0 | 1;
  withCode: boolean;
  codeSalt: string;
  codeHash: string;
  createTime: string;
  /** '' means permanent. */
  expireTime: string;
  status: 'active' | 'cancelled';
}

/** Writes the link and the list pointers (sender's and recipients') in one transaction. */
export async function putLink(link: ShareLink) {
  const pointer = (userId: string, box: (typeof SHARE_BOXES)[keyof typeof SHARE_BOXES]) =>
    txItem(sharePointer.put({ userId, box, createTime: link.createTime, linkId: link.id }));
  await transactWrite({
    link: txItem(shareLink.create(link)),
    sent: pointer(link.creatorId, SHARE_BOXES.send),
    ...Object.fromEntries(
      link.recipientIds.map((userId) => [`received:${userId}`, pointer(userId, SHARE_BOXES.receive)]),
    ),
  });
}

export async function getLink(linkId: string): Promise<ShareLink | null> {
  const out = await shareLink.get({ id: linkId }).go();
  return (out.data as ShareLink | null) ?? null;
}

export async function getLinks(linkIds: string[]): Promise<Map<string, ShareLink>> {
  if (!linkIds.length) return new Map();
  const found = await getAll(
    (k) => shareLink.get(k).go(),
    linkIds.map((id) => ({ id })),
    (k) => k.id,
  );
  return new Map(found.map((l) => [l.id, l as ShareLink]));
}

/** Cancels a link; only its creator may (checked in the write, so the record decides). */
export async function cancelLink(linkId: string, userId: string, now = new Date()) {
  try {
    await shareLink
      .patch({ id: linkId })
      .set({ status: 'cancelled', cancelTime: now.toISOString() })
      .where((a, op) => op.eq(a.creatorId, userId))
      .go({ response: 'none' });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const link = await getLink(linkId);
    if (!link) throw new NotFoundError('share.notFound');
    throw new ForbiddenError('share.onlyCreator');
  }
}

/** Wrong codes in the current window: [for this address, for the link]. */
export async function wrongAttempts(linkId: string, address: string): Promise<[number, number]> {
  const scopes = [`IP#${address}`, 'ALL'];
  const found = await getAll(
    (k) => shareAttempts.get(k).go(),
    scopes.map((scope) => ({ linkId, scope })),
    (k) => k.scope,
  );
  const now = epochSeconds(new Date());
  const count = (scope: string) => {
    const item = found.find((i) => i.scope === scope);
    return item && Number(item.expiresAt) > now ? Number(item.count ?? 0) : 0;
  };
  return [count(`IP#${address}`), count('ALL')];
}

/** Counts one wrong code; a window starts with the first wrong code and lasts ATTEMPT_WINDOW_SECONDS. */
export async function recordWrongAttempt(linkId: string, address: string) {
  const now = epochSeconds(new Date());
  for (const scope of [`IP#${address}`, 'ALL']) {
    // Within a live window: add one.
    const counted = await ifCondition(() =>
      shareAttempts
        .update({ linkId, scope })
        .add({ count: 1 })
        .where((a, op) => op.gt(a.expiresAt, now))
        .go({ response: 'none' }),
    );
    // No window or an old one (TTL deletes lazily): start a new one.
    if (!counted)
      await shareAttempts
        .update({ linkId, scope })
        .set({ count: 1, expiresAt: now + ATTEMPT_WINDOW_SECONDS })
        .go({ response: 'none' });
  }
}

/**
 * A page of a user's sent or received pointers, newest first. Through the page reader: an earlier
 * page is skipped in one read of keys (not one read per page before it) and the total is a count.
 */
export async function pointerPage(
  userId: string,
  direction: 'send' | 'receive',
  current: number,
  size: number,
) {
  const query = sharePointer.query.byTime({ userId, box: SHARE_BOXES[direction] });
  const page = await entityPage(sharePointer, query, { current, size, order: 'desc' });
  return { ids: page.records.map((pointer) => pointer.linkId), total: page.total };
}
