import { fakeUsers, person } from '../access/fakes.ts';
import { MembershipRequiredError } from '../lib/errors.ts';
import type { TeamApplication, TeamInvite, TeamLink, TeamMember } from './model.ts';
import { makeTeamService, type TeamDeps } from './service.ts';
import type { TeamStore } from './store.ts';

/*
 * In-memory fakes of the team service's dependencies, for the unit tests: plain objects that keep what
 * was written and refuse what the real store refuses (a second membership, deciding a decided application).
 */

const key = (ownerId: string, userId: string) => `${ownerId}/${userId}`;

export function fakeTeamStore() {
  const members = new Map<string, TeamMember>();
  const invites = new Map<string, TeamInvite>();
  const applications = new Map<string, TeamApplication>();
  const links = new Map<string, TeamLink>();
  const store: TeamStore = {
    async putMember(member) {
      if (members.has(key(member.ownerId, member.userId))) return false;
      members.set(key(member.ownerId, member.userId), { ...member });
      return true;
    },
    async getMember(ownerId, userId) {
      return members.get(key(ownerId, userId)) ?? null;
    },
    async deleteMember(ownerId, userId) {
      members.delete(key(ownerId, userId));
    },
    async setMemberName(ownerId, userId, memberName) {
      const member = members.get(key(ownerId, userId));
      if (!member) return false;
      member.memberName = memberName;
      return true;
    },
    async teamMembers(ownerId, order, search) {
      const q = search?.trim().toLowerCase();
      const rows = [...members.values()]
        .filter((m) => m.ownerId === ownerId)
        .filter((m) => !q || `${m.account} ${m.memberName}`.toLowerCase().includes(q))
        .sort((a, b) => a.account.toLowerCase().localeCompare(b.account.toLowerCase()));
      return order === 'asc' ? rows : rows.reverse();
    },
    async joinedTeams(userId) {
      return [...members.values()].filter((m) => m.userId === userId).reverse();
    },
    async putInvite(invite) {
      invites.set(key(invite.ownerId, invite.userId), { ...invite });
    },
    async getInvite(ownerId, userId) {
      return invites.get(key(ownerId, userId)) ?? null;
    },
    async setInviteStatus(ownerId, userId, status, now) {
      const invite = invites.get(key(ownerId, userId));
      if (!invite) throw new Error('condition failed: no invite');
      Object.assign(invite, { status, updateTime: now.toISOString() });
    },
    async invitesReceived(userId) {
      return [...invites.values()].filter((i) => i.userId === userId).reverse();
    },
    async invitesSent(ownerId) {
      return [...invites.values()].filter((i) => i.ownerId === ownerId);
    },
    async putLink(link) {
      links.set(link.code, { ...link });
    },
    async getLink(code) {
      return links.get(code) ?? null;
    },
    async linksOf(ownerId) {
      return [...links.values()].filter((l) => l.ownerId === ownerId).reverse();
    },
    async putApplication(application) {
      applications.set(key(application.ownerId, application.userId), { ...application });
    },
    async getApplication(ownerId, userId) {
      return applications.get(key(ownerId, userId)) ?? null;
    },
    async applicationsOf(ownerId) {
      return [...applications.values()].filter((a) => a.ownerId === ownerId);
    },
    async setApplicationStatus(ownerId, userId, status, now) {
      const application = applications.get(key(ownerId, userId));
      if (application?.status !== 'pending') throw new Error('condition failed: not pending');
      Object.assign(application, { status, updateTime: now.toISOString() });
    },
    async deleteApplication(ownerId, userId) {
      applications.delete(key(ownerId, userId));
    },
  };
  return { store, members, invites, applications, links };
}

/** The team service on fakes; `collaborators` are the users whose tier has the collaboration client. */
export function teamWorld(options: { collaborators?: string[] } = {}) {
  const data = fakeTeamStore();
  const users = fakeUsers();
  const notices: { userIds: string[]; category: number; key: string; about: string }[] = [];
  const read: { userId: string; category: number; about: string }[] = [];
  const texts: { phone: string; text: string }[] = [];
  const collaborators = new Set(options.collaborators ?? ['owner']);
  let codes = 0;
  let now = new Date('2026-03-01T10:00:00.000Z');
  const deps: TeamDeps = {
    store: data.store,
    users: users.directory,
    async notify(userIds, category, content, relContent) {
      notices.push({ userIds, category, key: content.key, about: relContent });
    },
    async markReadAbout(userId, category, about) {
      read.push({ userId, category, about });
    },
    async sendSms(phone, text) {
      texts.push({ phone, text });
    },
    async requireCollaboration(caller) {
      if (!collaborators.has(caller.userId)) throw new MembershipRequiredError();
    },
    clock: () => now,
    newCode: () => `code${++codes}`,
  };
  for (const id of ['owner', 'alice', 'bob', 'carol']) users.add(person(id));
  return {
    ...data,
    users,
    notices,
    read,
    texts,
    team: makeTeamService(deps),
    /** Moves the clock on by `days`. */
    later(days: number) {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}
