import { type Language, translate } from '@loopline/shared';
import { type DirectoryUser, displayName as nameOf, type UserDirectory } from '../access/index.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamApplication, TeamLink, TeamMember } from './model.ts';
import type { TeamStore } from './store.ts';

/** What a notice says: a message key with its parameters (translated for each reader). */
export interface NoticeContent {
  key: string;
  params?: Record<string, string | number>;
}

/** Everything the team service depends on; `index.ts` wires the real ones, unit tests pass fakes. */
export interface TeamDeps {
  store: TeamStore;
  users: UserDirectory;
  notify(
    userIds: string[],
    category: number,
    content: NoticeContent,
    relContent: string,
    options: { tenantId: string; creatorId: string },
  ): Promise<unknown>;
  /** Marks a user's notices of a category about something as read (an answered invitation). */
  markReadAbout(userId: string, category: number, relContent: string): Promise<unknown>;
  sendSms(phone: string, text: string): Promise<void>;
  /** Refuses (ActivateMembership) a caller whose tier lacks the collaboration client. */
  requireCollaboration(caller: Caller): Promise<void>;
  clock(): Date;
  /** A new invitation link code. */
  newCode(): string;
}

export function memberOf(
  ownerId: string,
  user: DirectoryUser,
  roleStatus: TeamMember['roleStatus'],
  at: string,
): TeamMember {
  return {
    ownerId,
    userId: user.userId,
    account: user.account,
    memberName: nameOf(user),
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    roleStatus,
    status: 1,
    joinTime: at,
  };
}

export interface InviteResult {
  invited: { userId: string; account: string }[];
  unregistered: string[];
  skipped: { phone: string; reason: 'self' | 'member' }[];
}

export type LinkDays = 0 | 1 | 7 | 30;

/** Teams (spec 2 §3, §6): invitations, links, applications and membership. */
export function makeTeamService(deps: TeamDeps) {
  const { store, users, clock } = deps;

  async function requireUser(userId: string): Promise<DirectoryUser> {
    const user = await users.get(userId);
    if (!user) throw new NotFoundError('account.notFound');
    return user;
  }

  /** Is `userId` in the team of `ownerId` (the owner counts)? */
  async function inTeam(ownerId: string, userId: string): Promise<boolean> {
    return ownerId === userId || Boolean(await store.getMember(ownerId, userId));
  }

  /** Team administrators: the owner, and members the owner made admins. */
  async function isTeamAdmin(ownerId: string, userId: string): Promise<boolean> {
    if (ownerId === userId) return true;
    return (await store.getMember(ownerId, userId))?.roleStatus === 'admin';
  }

  async function requireTeamAdmin(caller: Caller, ownerId: string) {
    if (!(await isTeamAdmin(ownerId, caller.userId))) throw new ForbiddenError('team.notAdmin');
  }

  async function searchByPhone(caller: Caller, phone: string) {
    const user = await users.findByPhone(caller.tenantId, phone);
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

  /**
   * Invites people to the caller's team: registered users get a pending invitation and a notice
   * (category 11); phones nobody registered come back as `unregistered` for the share-link/SMS step.
   */
  async function inviteMembers(
    caller: Caller,
    items: { phone?: string; fkMemberId?: string }[],
  ): Promise<InviteResult> {
    if (items.length === 0) throw new BadRequestError('team.nobodySelected');
    await deps.requireCollaboration(caller);
    const me = await requireUser(caller.userId);
    const result: InviteResult = { invited: [], unregistered: [], skipped: [] };
    const now = clock().toISOString();
    for (const item of items) {
      const user = item.fkMemberId
        ? await users.get(item.fkMemberId)
        : item.phone
          ? await users.findByPhone(caller.tenantId, item.phone)
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
      if (await store.getMember(caller.userId, user.userId)) {
        result.skipped.push({ phone: user.phone, reason: 'member' });
        continue;
      }
      await store.putInvite({
        ownerId: caller.userId,
        userId: user.userId,
        ownerAccount: me.account,
        account: user.account,
        phone: user.phone,
        status: 'pending',
        createTime: now,
        updateTime: now,
      });
      await deps.notify(
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
  async function answerInvites(caller: Caller, ownerIds: string[], accept: boolean) {
    const me = await requireUser(caller.userId);
    for (const ownerId of ownerIds) {
      const invite = await store.getInvite(ownerId, caller.userId);
      if (invite?.status !== 'pending') throw new NotFoundError('team.inviteNotFound');
      if (accept) await store.putMember(memberOf(ownerId, me, 'user', clock().toISOString()));
      await store.setInviteStatus(ownerId, caller.userId, accept ? 'accepted' : 'declined', clock());
      // The invitation's notice is answered with it.
      await deps.markReadAbout(caller.userId, 11, ownerId);
    }
  }

  async function exitTeams(caller: Caller, ownerIds: string[]) {
    for (const ownerId of ownerIds) {
      if (ownerId === caller.userId) throw new BadRequestError('team.ownTeam');
      if (!(await store.getMember(ownerId, caller.userId))) throw new NotFoundError('team.notFound');
      await store.deleteMember(ownerId, caller.userId);
    }
  }

  async function removeFromTeam(caller: Caller, ownerId: string, userIds: string[]) {
    await requireTeamAdmin(caller, ownerId);
    const me = await requireUser(caller.userId);
    for (const userId of userIds) {
      const member = await store.getMember(ownerId, userId);
      if (!member) throw new NotFoundError('team.notMember');
      // Admins are removed by the owner only.
      if (member.roleStatus === 'admin' && caller.userId !== ownerId)
        throw new ForbiddenError('team.notAdmin');
    }
    for (const userId of userIds) {
      await store.deleteMember(ownerId, userId);
      await deps.notify([userId], 15, { key: 'team.noticeRemoved', params: { who: nameOf(me) } }, ownerId, {
        tenantId: caller.tenantId,
        creatorId: caller.userId,
      });
    }
  }

  async function visibleTeamMembers(caller: Caller, ownerId: string): Promise<TeamMember[]> {
    if (!(await inTeam(ownerId, caller.userId))) throw new NotFoundError('team.notFound');
    return store.teamMembers(ownerId, 'asc');
  }

  /** Joined teams with their owners, filtered by owner name/account, ordered by join time. */
  async function listJoinedTeams(caller: Caller, keyword: string | undefined, orderWay: 'asc' | 'desc') {
    const joined = await store.joinedTeams(caller.userId);
    const rows = [];
    for (const membership of joined) {
      const owner = await users.get(membership.ownerId);
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

  async function saveLink(caller: Caller, expireDays: LinkDays, needApproval: boolean): Promise<TeamLink> {
    await deps.requireCollaboration(caller);
    const now = clock();
    const link: TeamLink = {
      code: deps.newCode(),
      ownerId: caller.userId,
      tenantId: caller.tenantId,
      expireTime: expireDays ? new Date(now.getTime() + expireDays * 86_400_000).toISOString() : '',
      needApproval,
      status: 'active',
      createTime: now.toISOString(),
    };
    await store.putLink(link);
    return link;
  }

  /** A usable link, or 'Invitation expired or cancelled by inviter'. */
  async function activeLink(code: string, now = clock()): Promise<TeamLink> {
    const link = await store.getLink(code);
    if (link?.status !== 'active' || (link.expireTime && new Date(link.expireTime) <= now)) {
      throw new BadRequestError('team.linkInvalid');
    }
    return link;
  }

  async function linkDetail(code: string) {
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

  async function updateLink(
    caller: Caller,
    code: string,
    change: { cancel?: boolean; expireDays?: LinkDays; needApproval?: boolean },
  ) {
    const link = await store.getLink(code);
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
            ? new Date(clock().getTime() + change.expireDays * 86_400_000).toISOString()
            : '',
    };
    await store.putLink(updated);
    return updated;
  }

  /** Joins through a link: at once, or as a pending application when the link needs approval. */
  async function applyThroughLink(caller: Caller, code: string) {
    const link = await activeLink(code);
    if (link.tenantId !== caller.tenantId) throw new BadRequestError('team.linkInvalid');
    if (link.ownerId === caller.userId) throw new BadRequestError('team.ownTeam');
    if (await store.getMember(link.ownerId, caller.userId)) throw new ConflictError('team.alreadyMember');
    const me = await requireUser(caller.userId);
    const now = clock().toISOString();
    if (!link.needApproval) {
      await store.putMember(memberOf(link.ownerId, me, 'user', now));
      return { status: 'approved' as const };
    }
    await store.putApplication({
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
    await deps.notify(
      [link.ownerId],
      12,
      { key: 'team.noticeApplication', params: { who: nameOf(me) } },
      caller.userId,
      { tenantId: caller.tenantId, creatorId: caller.userId },
    );
    return { status: 'pending' as const };
  }

  async function applicationStatus(caller: Caller, code: string) {
    const link = await store.getLink(code);
    if (!link) throw new BadRequestError('team.linkInvalid');
    if (await store.getMember(link.ownerId, caller.userId)) return { status: 'member' as const };
    const application = await store.getApplication(link.ownerId, caller.userId);
    return { status: application?.status ?? ('none' as const) };
  }

  async function decideApplication(caller: Caller, ownerId: string, userId: string, approve: boolean) {
    await requireTeamAdmin(caller, ownerId);
    const application = await store.getApplication(ownerId, userId);
    if (application?.status !== 'pending') throw new NotFoundError('team.applicationNotFound');
    const owner = await requireUser(ownerId);
    await store.setApplicationStatus(ownerId, userId, approve ? 'approved' : 'declined', clock());
    if (approve)
      await store.putMember(memberOf(ownerId, await requireUser(userId), 'user', clock().toISOString()));
    await deps.notify(
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
  async function sendInviteSms(caller: Caller, phone: string, origin: string, lang: Language) {
    await deps.requireCollaboration(caller);
    if (await users.findByPhone(caller.tenantId, phone)) throw new ConflictError('team.phoneRegistered');
    const me = await requireUser(caller.userId);
    const link = await saveLink(caller, 7, false);
    const url = `${origin}/#/joinMyTeam/link-invite?code=${link.code}`;
    await deps.sendSms(phone, translate('team.smsInvite', lang, { who: nameOf(me), url }));
    return { code: link.code, url };
  }

  /** Lists of a team its administrators read ('team.notAdmin' as a 400 for anyone else, as before). */
  async function requireAdminOf(caller: Caller, teamId: string) {
    if (!(await isTeamAdmin(teamId, caller.userId))) throw new BadRequestError('team.notAdmin');
  }

  async function teamLinks(caller: Caller, teamId: string) {
    await requireAdminOf(caller, teamId);
    const now = clock().getTime();
    return (await store.linksOf(teamId)).map((link) => ({
      code: link.code,
      expireTime: link.expireTime,
      needApproval: link.needApproval,
      status: link.status,
      createTime: link.createTime,
      expired: Boolean(link.expireTime) && new Date(link.expireTime).getTime() <= now,
    }));
  }

  async function applications(caller: Caller, teamId: string, status?: TeamApplication['status']) {
    await requireAdminOf(caller, teamId);
    const all = await store.applicationsOf(teamId);
    return status ? all.filter((a) => a.status === status) : all;
  }

  async function removeApplications(caller: Caller, teamId: string, userIds: string[]) {
    await requireAdminOf(caller, teamId);
    for (const userId of userIds) await store.deleteApplication(teamId, userId);
  }

  return {
    /** Members of the caller's own team, sorted by account. */
    myMembers: (caller: Caller, order: 'asc' | 'desc', search?: string) =>
      store.teamMembers(caller.userId, order, search),
    invitesReceived: (caller: Caller) => store.invitesReceived(caller.userId),
    invitesSent: (caller: Caller) => store.invitesSent(caller.userId),
    teamLinks,
    applications,
    removeApplications,
    inTeam,
    isTeamAdmin,
    searchByPhone,
    inviteMembers,
    answerInvites,
    exitTeams,
    removeFromTeam,
    visibleTeamMembers,
    listJoinedTeams,
    saveLink,
    activeLink,
    linkDetail,
    updateLink,
    applyThroughLink,
    applicationStatus,
    decideApplication,
    sendInviteSms,
  };
}

export type TeamService = ReturnType<typeof makeTeamService>;
