import { randomBytes } from 'node:crypto';
import { type Language, translate } from '@loopline/shared';
import { findUserByPhone, getUser, type UserRecord } from '../account/users.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { sendSms } from '../lib/messaging/sms.ts';
import { markReadAbout } from '../notice/notices.ts';
import { notify } from '../notice/notify.ts';
import { requireCollaboration } from './gating.ts';
import type { TeamLink, TeamMember } from './model.ts';
import * as repo from './repository.ts';
import { inTeam } from './repository.ts';

const nameOf = (user: Pick<UserRecord, 'realName' | 'nickName' | 'account'>) =>
  user.realName || user.nickName || user.account;

async function requireUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('account.notFound');
  return user;
}

/** Team administrators: the owner, and members the owner made admins. */
export async function isTeamAdmin(ownerId: string, userId: string): Promise<boolean> {
  if (ownerId === userId) return true;
  return (await repo.getMember(ownerId, userId))?.roleStatus === 'admin';
}

/** A team-admin action by someone who is not one is forbidden (403), like every other role check. */
export async function requireTeamAdmin(caller: Caller, ownerId: string) {
  if (!(await isTeamAdmin(ownerId, caller.userId))) throw new ForbiddenError('team.notAdmin');
}

export async function searchByPhone(caller: Caller, phone: string) {
  const user = await findUserByPhone(caller.tenantId, phone);
  if (!user) return null;
  return {
    id: user.userId,
    phone: user.phone,
    account: user.account,
    avatar: user.avatar,
    memberName: nameOf(user),
    inTeam: await inTeam(caller.userId, user.userId),
  };
}

export interface InviteResult {
  invited: { userId: string; account: string }[];
  unregistered: string[];
  skipped: { phone: string; reason: 'self' | 'member' }[];
}

/**
 * Invites people to the caller's team: registered users get a pending invitation and a notice
 * (category 11); phones nobody registered come back as `unregistered` for the share-link/SMS step.
 */
export async function inviteMembers(
  caller: Caller,
  items: { phone?: string; fkMemberId?: string }[],
): Promise<InviteResult> {
  if (items.length === 0) throw new BadRequestError('team.nobodySelected');
  await requireCollaboration(caller);
  const me = await requireUser(caller.userId);
  const result: InviteResult = { invited: [], unregistered: [], skipped: [] };
  const now = new Date().toISOString();
  for (const item of items) {
    const user = item.fkMemberId
      ? await getUser(item.fkMemberId)
      : item.phone
        ? await findUserByPhone(caller.tenantId, item.phone)
        : null;
    if (!user || user.tenantId !== caller.tenantId) {
      if (item.phone && !item.fkMemberId) result.unregistered.push(item.phone);
      else throw new BadRequestError('project.userUnknown');
      continue;
    }
    if (user.userId === caller.userId) {
      result.skipped.push({ phone: user.phone, reason: 'self' });
      continue;
    }
    if (await repo.getMember(caller.userId, user.userId)) {
      result.skipped.push({ phone: user.phone, reason: 'member' });
      continue;
    }
    await repo.putInvite({
      ownerId: caller.userId,
      userId: user.userId,
      ownerAccount: me.account,
      account: user.account,
      phone: user.phone,
      status: 'pending',
      createTime: now,
      updateTime: now,
    });
    await notify(
      [user.userId],
      11,
      { key: 'team.noticeInvite', params: { who: nameOf(me) } },
      caller.userId,
      { tenantId: caller.tenantId, creatorId: caller.userId },
    );
    result.invited.push({ userId: user.userId, account: user.account });
  }
  return result;
}

/** Accepts (or declines) pending invitations from the given teams. */
export async function answerInvites(caller: Caller, ownerIds: string[], accept: boolean) {
  const me = await requireUser(caller.userId);
  for (const ownerId of ownerIds) {
    const invite = await repo.getInvite(ownerId, caller.userId);
    if (invite?.status !== 'pending') throw new NotFoundError('team.inviteNotFound');
    if (accept) await repo.putMember(repo.memberOf(ownerId, me, 'user', new Date().toISOString()));
    await repo.setInviteStatus(ownerId, caller.userId, accept ? 'accepted' : 'declined');
    // The invitation's notice is answered with it.
    await markReadAbout(caller.userId, 11, ownerId);
  }
}

export async function exitTeams(caller: Caller, ownerIds: string[]) {
  for (const ownerId of ownerIds) {
    if (ownerId === caller.userId) throw new BadRequestError('team.ownTeam');
    if (!(await repo.getMember(ownerId, caller.userId))) throw new NotFoundError('team.notFound');
    await repo.deleteMember(ownerId, caller.userId);
  }
}

export async function removeFromTeam(caller: Caller, ownerId: string, userIds: string[]) {
  await requireTeamAdmin(caller, ownerId);
  const me = await requireUser(caller.userId);
  for (const userId of userIds) {
    const member = await repo.getMember(ownerId, userId);
    if (!member) throw new NotFoundError('team.notMember');
    // Admins are removed by the owner only.
    if (member.roleStatus === 'admin' && caller.userId !== ownerId) throw new ForbiddenError('team.notAdmin');
  }
  for (const userId of userIds) {
    await repo.deleteMember(ownerId, userId);
    await notify([userId], 15, { key: 'team.noticeRemoved', params: { who: nameOf(me) } }, ownerId, {
      tenantId: caller.tenantId,
      creatorId: caller.userId,
    });
  }
}

export async function visibleTeamMembers(caller: Caller, ownerId: string): Promise<TeamMember[]> {
  if (!(await inTeam(ownerId, caller.userId))) throw new NotFoundError('team.notFound');
  return repo.teamMembers(ownerId, 'asc');
}

/** Joined teams with their owners, filtered by owner name/account, ordered by join time. */
export async function listJoinedTeams(caller: Caller, keyword: string | undefined, orderWay: 'asc' | 'desc') {
  const joined = await repo.joinedTeams(caller.userId);
  const rows = [];
  for (const membership of joined) {
    const owner = await getUser(membership.ownerId);
    if (!owner) continue;
    rows.push({
      teamId: owner.userId,
      ownerAccount: owner.account,
      ownerName: nameOf(owner),
      ownerAvatar: owner.avatar,
      roleStatus: membership.roleStatus,
      joinTime: membership.joinTime,
    });
  }
  const q = keyword?.trim().toLowerCase();
  const filtered = q
    ? rows.filter((r) => r.ownerAccount.toLowerCase().includes(q) || r.ownerName.toLowerCase().includes(q))
    : rows;
  return filtered.sort((a, b) =>
    orderWay === 'asc' ? a.joinTime.localeCompare(b.joinTime) : b.joinTime.localeCompare(a.joinTime),
  );
}

const LINK_DAYS = [0, 1, 7, 30] as const;
export type LinkDays = (typeof LINK_DAYS)[number];

export async function saveLink(
  caller: Caller,
  expireDays: LinkDays,
  needApproval: boolean,
): Promise<TeamLink> {
  await requireCollaboration(caller);
  const now = new Date();
  const link: TeamLink = {
    code: randomBytes(9).toString('base64url'),
    ownerId: caller.userId,
    tenantId: caller.tenantId,
    expireTime: expireDays ? new Date(now.getTime() + expireDays * 86_400_000).toISOString() : '',
    needApproval,
    status: 'active',
    createTime: now.toISOString(),
  };
  await repo.putLink(link);
  return link;
}

/** A usable link, or 'Invitation expired or cancelled by inviter'. */
export async function activeLink(code: string, now = new Date()): Promise<TeamLink> {
  const link = await repo.getLink(code);
  if (link?.status !== 'active' || (link.expireTime && new Date(link.expireTime) <= now)) {
    throw new BadRequestError('team.linkInvalid');
  }
  return link;
}

export async function linkDetail(code: string) {
  const link = await activeLink(code);
  const owner = await requireUser(link.ownerId);
  return {
    code: link.code,
    expireTime: link.expireTime,
    needApproval: link.needApproval,
    ownerAccount: owner.account,
    ownerName: nameOf(owner),
    ownerAvatar: owner.avatar,
  };
}

export async function updateLink(
  caller: Caller,
  code: string,
  change: { cancel?: boolean; expireDays?: LinkDays; needApproval?: boolean },
) {
  const link = await repo.getLink(code);
  if (!link || link.tenantId !== caller.tenantId) throw new NotFoundError('team.linkInvalid');
  await requireTeamAdmin(caller, link.ownerId);
  const updated: TeamLink = {
    ...link,
    status: change.cancel ? 'cancelled' : link.status,
    needApproval: change.needApproval ?? link.needApproval,
    expireTime:
      change.expireDays === undefined
        ? link.expireTime
        : change.expireDays
          ? new Date(Date.now() + change.expireDays * 86_400_000).toISOString()
          : '',
  };
  await repo.putLink(updated);
  return updated;
}

/** Joins through a link: at once, or as a pending application when the link needs approval. */
export async function applyThroughLink(caller: Caller, code: string) {
  const link = await activeLink(code);
  if (link.tenantId !== caller.tenantId) throw new BadRequestError('team.linkInvalid');
  if (link.ownerId === caller.userId) throw new BadRequestError('team.ownTeam');
  if (await repo.getMember(link.ownerId, caller.userId)) throw new ConflictError('team.alreadyMember');
  const me = await requireUser(caller.userId);
  const now = new Date().toISOString();
  if (!link.needApproval) {
    await repo.putMember(repo.memberOf(link.ownerId, me, 'user', now));
    return { status: 'approved' as const };
  }
  await repo.putApplication({
    ownerId: link.ownerId,
    userId: me.userId,
    account: me.account,
    memberName: nameOf(me),
    phone: me.phone,
    code,
    status: 'pending',
    createTime: now,
    updateTime: now,
  });
  await notify(
    [link.ownerId],
    12,
    { key: 'team.noticeApplication', params: { who: nameOf(me) } },
    caller.userId,
    { tenantId: caller.tenantId, creatorId: caller.userId },
  );
  return { status: 'pending' as const };
}

export async function applicationStatus(caller: Caller, code: string) {
  const link = await repo.getLink(code);
  if (!link) throw new BadRequestError('team.linkInvalid');
  if (await repo.getMember(link.ownerId, caller.userId)) return { status: 'member' as const };
  const application = await repo.getApplication(link.ownerId, caller.userId);
  return { status: application?.status ?? ('none' as const) };
}

export async function decideApplication(caller: Caller, ownerId: string, userId: string, approve: boolean) {
  await requireTeamAdmin(caller, ownerId);
  const application = await repo.getApplication(ownerId, userId);
  if (application?.status !== 'pending') throw new NotFoundError('team.applicationNotFound');
  const owner = await requireUser(ownerId);
  await repo.setApplicationStatus(ownerId, userId, approve ? 'approved' : 'declined');
  if (approve)
    await repo.putMember(repo.memberOf(ownerId, await requireUser(userId), 'user', new Date().toISOString()));
  await notify(
    [userId],
    approve ? 13 : 14,
    { key: approve ? 'team.noticeApproved' : 'team.noticeDeclined', params: { who: nameOf(owner) } },
    ownerId,
    {
      tenantId: caller.tenantId,
      creatorId: caller.userId,
    },
  );
}

/** An SMS with a join link to a phone nobody registered (local outbox; SNS when deployed). */
export async function sendInviteSms(caller: Caller, phone: string, origin: string, lang: Language) {
  await requireCollaboration(caller);
  if (await findUserByPhone(caller.tenantId, phone)) throw new ConflictError('team.phoneRegistered');
  const me = await requireUser(caller.userId);
  const link = await saveLink(caller, 7, false);
  const url = `${origin}/#/joinMyTeam/link-invite?code=${link.code}`;
  await sendSms(phone, translate('team.smsInvite', lang, { who: nameOf(me), url }));
  return { code: link.code, url };
}
