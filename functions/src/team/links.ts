import { type Language, translate } from '@loopline/shared';
import { displayName as nameOf } from '../access/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamAccess } from './access.ts';
import { type LinkDays, memberOf, type TeamDeps } from './deps.ts';
import type { TeamApplication, TeamLink } from './model.ts';

/** Joining through invitation links: the links, applications and their decisions, SMS invitations. */
export function makeTeamLinks(deps: TeamDeps, access: TeamAccess) {
  const { store, users, clock } = deps;
  const { requireUser, requireTeamAdmin, requireAdminOf } = access;

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
    saveLink,
    activeLink,
    linkDetail,
    updateLink,
    applyThroughLink,
    applicationStatus,
    decideApplication,
    sendInviteSms,
    teamLinks,
    applications,
    removeApplications,
  };
}
