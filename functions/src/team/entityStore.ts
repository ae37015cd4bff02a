import type { EntityItem } from 'electrodb';
import { conditionFailed } from '../entities/errors.ts';
import { teamApplication } from '../entities/teamApplication.ts';
import { teamInvite } from '../entities/teamInvite.ts';
import { teamLink } from '../entities/teamLink.ts';
import { teamMember } from '../entities/teamMember.ts';
import type { TeamApplication, TeamInvite, TeamLink, TeamMember } from './model.ts';
import type { TeamStore } from './store.ts';

const toMember = (item: EntityItem<typeof teamMember>): TeamMember => ({
  ...item,
  avatar: item.avatar ?? '',
  email: item.email ?? '',
  phone: item.phone ?? '',
  status: item.status as TeamMember['status'],
});
const toInvite = (item: EntityItem<typeof teamInvite>): TeamInvite => ({ ...item, phone: item.phone ?? '' });
const toApplication = (item: EntityItem<typeof teamApplication>): TeamApplication => ({
  ...item,
  phone: item.phone ?? '',
});
const toLink = (item: EntityItem<typeof teamLink>): TeamLink => ({
  ...item,
  expireTime: item.expireTime ?? '',
});

export const entityStore: TeamStore = {
  async putMember(member) {
    try {
      await teamMember.create(member).go();
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  },
  async getMember(ownerId, userId) {
    const { data } = await teamMember.get({ ownerId, userId }).go();
    return data ? toMember(data) : null;
  },
  async deleteMember(ownerId, userId) {
    await teamMember.delete({ ownerId, userId }).go();
  },
  async setMemberName(ownerId, userId, memberName) {
    try {
      // patch: a member who left meanwhile is not brought back by the rename.
      await teamMember.patch({ ownerId, userId }).set({ memberName }).go({ response: 'none' });
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  },
  async teamMembers(ownerId, order, search) {
    const { data } = await teamMember.query.teamByAccount({ ownerId }).go({ pages: 'all', order });
    const members = data.map(toMember);
    const q = search?.trim().toLowerCase();
    return q
      ? members.filter((m) => m.account.toLowerCase().includes(q) || m.memberName.toLowerCase().includes(q))
      : members;
  },
  async joinedTeams(userId) {
    const { data } = await teamMember.query.joinedByUser({ userId }).go({ pages: 'all', order: 'desc' });
    return data.map(toMember);
  },

  async putInvite(invite) {
    await teamInvite.put(invite).go();
  },
  async getInvite(ownerId, userId) {
    const { data } = await teamInvite.get({ ownerId, userId }).go();
    return data ? toInvite(data) : null;
  },
  async setInviteStatus(ownerId, userId, status, now) {
    await teamInvite.patch({ ownerId, userId }).set({ status, updateTime: now.toISOString() }).go();
  },
  async invitesReceived(userId) {
    const { data } = await teamInvite.query.receivedByUser({ userId }).go({ pages: 'all', order: 'desc' });
    return data.map(toInvite);
  },
  async invitesSent(ownerId) {
    const { data } = await teamInvite.query.invite({ ownerId }).go({ pages: 'all' });
    return data.map(toInvite);
  },

  async putLink(link) {
    await teamLink.put(link).go();
  },
  async getLink(code) {
    const { data } = await teamLink.get({ code }).go();
    return data ? toLink(data) : null;
  },
  async linksOf(ownerId) {
    const { data } = await teamLink.query.teamLinks({ ownerId }).go({ pages: 'all', order: 'desc' });
    return data.map(toLink);
  },

  async putApplication(application) {
    await teamApplication.put(application).go();
  },
  async getApplication(ownerId, userId) {
    const { data } = await teamApplication.get({ ownerId, userId }).go();
    return data ? toApplication(data) : null;
  },
  async applicationsOf(ownerId) {
    const { data } = await teamApplication.query.application({ ownerId }).go({ pages: 'all' });
    return data.map(toApplication);
  },
  async setApplicationStatus(ownerId, userId, status, now) {
    await teamApplication
      .patch({ ownerId, userId })
      .set({ status, updateTime: now.toISOString() })
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .go();
  },
  async deleteApplication(ownerId, userId) {
    await teamApplication.delete({ ownerId, userId }).go();
  },
};
