import { displayName as nameOf } from '../access/index.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamAccess } from './access.ts';
import { type InviteResult, memberOf, type TeamDeps } from './deps.ts';
import type { TeamMember } from './model.ts';

/** Joining and leaving teams: invitations, members, removal. */
export function makeTeamMembership(deps: TeamDeps, access: TeamAccess) {
  const { store, users, clock } = deps;
  const { requireUser, inTeam, requireTeamAdmin } = access;

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

  return {
    /** Members of the caller's own team, sorted by account. */
    myMembers: (caller: Caller, order: 'asc' | 'desc', search?: string) =>
      store.teamMembers(caller.userId, order, search),
    invitesReceived: (caller: Caller) => store.invitesReceived(caller.userId),
    invitesSent: (caller: Caller) => store.invitesSent(caller.userId),
    searchByPhone,
    inviteMembers,
    answerInvites,
    exitTeams,
    removeFromTeam,
    visibleTeamMembers,
    listJoinedTeams,
  };
}
