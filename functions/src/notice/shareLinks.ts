import { shareLink } from '../entities/shareLink.ts';

/**
 * Whether a share link is gone (spec 2 §7 getLinkIsRemove): "view now" on a category-5 notice asks
 * before opening it. A link is gone when there is no record, when its creator cancelled it
 * (`status` 'cancelled'), or when its `expireTime` has passed. The share-link capability writes the
 * record (entities/shareLink.ts).
 */
export async function isShareLinkRemoved(linkId: string, now = new Date()): Promise<boolean> {
  const out = await shareLink.get({ id: linkId }).go({ attributes: ['status', 'expireTime'] });
  const link = out.data;
  if (!link || link.status === 'cancelled') return true;
  return Boolean(link.expireTime && link.expireTime <= now.toISOString());
}
