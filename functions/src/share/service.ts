import { randomBytes } from 'node:crypto';
import { translate } from '@loopline/shared';
import { getMembers, requireMember, selection } from '../file/index.ts';
import { BadRequestError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { creatorOf, notify } from '../notice/index.ts';
import { cancelLink, getLinks, pointerPage, putLink, type ShareLink } from './links.ts';
import {
  type ExpireDays,
  expireTimeFor,
  firstUnshareable,
  generateCode,
  hashCode,
  linkState,
  shareTitle,
} from './policy.ts';

export interface ShareSelection {
  projectId: string;
  ids: string[];
}

/** Link ids are the only key a visitor needs besides the code: 128 random bits, URL-safe. */
const newLinkId = () => randomBytes(16).toString('base64url');

/** The selection, each entry of which the caller may share (shareFile / shareDir). */
async function shareable(caller: Caller, s: ShareSelection) {
  const access = await requireMember(caller, s.projectId);
  if (!s.ids.length) throw new BadRequestError('share.nothingSelected');
  if (s.ids.includes(access.project.id)) throw new BadRequestError('share.rootNotShareable');
  // Folders first, then by name: the order the link page shows and the share's name takes.
  const entries = (await selection(access, [...new Set(s.ids)])).sort(
    (a, b) => a.isFile - b.isFile || a.fileName.toLowerCase().localeCompare(b.fileName.toLowerCase()),
  );
  const refused = firstUnshareable(entries);
  if (refused) throw new ForbiddenError('share.cannotShare', { name: refused.fileName });
  return { access, entries };
}

function baseLink(caller: Caller, projectId: string, entries: { id: string; fileName: string }[], now: Date) {
  return {
    id: newLinkId(),
    tenantId: caller.tenantId,
    projectId,
    creatorId: caller.userId,
    entryIds: entries.map((e) => e.id),
    names: entries.map((e) => e.fileName),
    createTime: now.toISOString(),
    status: 'active' as const,
  };
}

async function nameOf(userId: string) {
  return (await creatorOf(userId))?.name ?? '';
}

/** Creates a share link (spec 1 §2): expiry, an optional code (answered once, stored hashed), downloads on or off. */
export async function saveLink(
  caller: Caller,
  s: ShareSelection & { expireDays: ExpireDays; withCode: boolean; downState: 0 | 1 },
  now = new Date(),
) {
  const { access, entries } = await shareable(caller, s);
  const code = s.withCode ? generateCode() : '';
  const codeSalt = s.withCode ? randomBytes(16).toString('hex') : '';
  const link: ShareLink = {
    ...baseLink(caller, access.project.id, entries, now),
    creatorName: await nameOf(caller.userId),
    audience: 'anyone',
    recipientIds: [],
    recipientNames: [],
    downState: s.downState,
    withCode: s.withCode,
    codeSalt,
    codeHash: s.withCode ? hashCode(code, codeSalt) : '',
    expireTime: expireTimeFor(s.expireDays, now),
  };
  await putLink(link);
  return { id: link.id, code, expireTime: link.expireTime };
}

/**
 * Sends a selection to members of the same project (spec 1 §2): a members-only link whose id each
 * recipient's category-5 notice carries, so "view now" opens it; it appears under "sent" for the
 * sender and "received" for each recipient.
 */
export async function sendToMembers(
  caller: Caller,
  s: ShareSelection & { userIds: string[]; expireDays: ExpireDays; downState: 0 | 1 },
  now = new Date(),
) {
  const { access, entries } = await shareable(caller, s);
  const userIds = [...new Set(s.userIds)].filter((id) => id !== caller.userId);
  if (!userIds.length) throw new BadRequestError('share.noRecipients');
  const members = await getMembers(access.project.id, userIds);
  if (members.length !== userIds.length) throw new BadRequestError('share.notMember');
  const byId = new Map(members.map((m) => [m.userId, m]));
  const creatorName = await nameOf(caller.userId);
  const link: ShareLink = {
    ...baseLink(caller, access.project.id, entries, now),
    creatorName,
    audience: 'members',
    recipientIds: userIds,
    recipientNames: userIds.map((id) => byId.get(id)?.memberName || byId.get(id)?.account || ''),
    downState: s.downState,
    withCode: false,
    codeSalt: '',
    codeHash: '',
    expireTime: expireTimeFor(s.expireDays, now),
  };
  await putLink(link);
  const title = shareTitle(link.names);
  await notify(
    userIds,
    5,
    { key: 'share.noticeContent', params: { name: creatorName, items: itemsText(title) } },
    link.id,
    { tenantId: caller.tenantId, creatorId: caller.userId, now },
  );
  return { id: link.id, count: userIds.length };
}

/** The share's name in a notice: stored as text, so both languages' "and n more" cannot apply; the first name and a count do. */
function itemsText(title: ReturnType<typeof shareTitle>) {
  return title.more ? `${title.first} (+${title.more})` : title.first;
}

export async function cancelShare(caller: Caller, id: string) {
  await cancelLink(id, caller.userId);
}

/** The sent-and-received tab (spec 2 §2): the caller's shares in one direction, newest first. */
export async function listShares(
  caller: Caller,
  direction: 'send' | 'receive',
  current: number,
  size: number,
  lang: 'zh' | 'en',
  now = new Date(),
) {
  const { ids, total } = await pointerPage(caller.userId, direction, current, size);
  const links = await getLinks(ids);
  const records = ids.flatMap((id) => {
    const link = links.get(id);
    if (!link || link.tenantId !== caller.tenantId) return [];
    const title = shareTitle(link.names);
    return [
      {
        id: link.id,
        name: title.more ? translate('share.moreItems', lang, title) : title.first,
        fileCount: title.total,
        projectId: link.projectId,
        direction,
        audience: link.audience,
        creatorName: link.creatorName,
        recipientNames: link.recipientNames,
        createTime: link.createTime,
        expireTime: link.expireTime,
        state: linkState(link, now),
        downState: link.downState,
        withCode: link.withCode,
        isCreator: link.creatorId === caller.userId,
      },
    ];
  });
  return { records, total, current, size };
}
