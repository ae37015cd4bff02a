import {
  entrySummaryCreation,
  getMember,
  getMembers,
  getProjects,
  listGroups,
  loadProjectAndMember,
  membershipsOf,
  toGroup,
  toMember,
  toProject,
} from '../access/index.ts';
import { groupRef } from '../entities/groupRef.ts';
import { membershipLog } from '../entities/membershipLog.ts';
import { decodeCursor, encodeCursor } from '../entities/pageReader.ts';
import { project as projectEntity, removeProjectPartition } from '../entities/project.ts';
import { projectGroup } from '../entities/projectGroup.ts';
import { groupNameKey, projectGroupName } from '../entities/projectGroupName.ts';
import { memberPageByAccount, projectMember } from '../entities/projectMember.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError } from '../lib/errors.ts';
import type { GroupRef, MemberPage, MemberQuery, ProjectGroup, ProjectMember } from './model.ts';
import type { ProjectStore } from './store.ts';

/** A group as the entity stores it: custom groups have no groupInit (no nulls in ElectroDB). */
const groupItem = ({ groupInit, ...group }: ProjectGroup) => ({
  ...group,
  ...(groupInit ? { groupInit } : {}),
});

const memberItem = ({ lastVisit, ...member }: ProjectMember) => ({
  ...member,
  ...(lastVisit ? { lastVisit, visitor: member.userId } : {}),
});

/** Every write of a group: the group, its ref (group id → project) and its unique name holder. */
function groupWrites(group: ProjectGroup) {
  return {
    group: txItem(projectGroup.put(groupItem(group))),
    ref: txItem(groupRef.put({ groupId: group.id, projectId: group.fkProjectId })),
    name: txItem(
      projectGroupName.create({
        projectId: group.fkProjectId,
        nameKey: groupNameKey(group.groupName),
        groupId: group.id,
      }),
    ),
  };
}

/** Names each group's writes (`name0`, `ref0`, ...) for one transaction. */
function namedGroupWrites(groups: ProjectGroup[]) {
  return Object.fromEntries(
    groups.flatMap((group, i) =>
      Object.entries(groupWrites(group)).map(([name, item]) => [`${name}${i}`, item]),
    ),
  );
}

/** Turns a cancelled transaction whose named condition failed into the conflict it means. */
async function conflictOn<T>(
  write: Promise<T>,
  failed: (error: TransactionCancelledError) => boolean,
  key: ConstructorParameters<typeof ConflictError>[0],
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof TransactionCancelledError && failed(error)) throw new ConflictError(key);
    throw error;
  }
}

async function listMembers(projectId: string, query: MemberQuery, memberCount?: number): Promise<MemberPage> {
  if (!query.search && !query.groupId && memberCount !== undefined) {
    const { records, cursor } = await memberPageByAccount(projectId, query);
    return { records: records.map(toMember), total: memberCount, cursor };
  }
  const search = query.search?.toLowerCase();
  const { data } = await projectMember.query
    .projectByAccount({ projectId })
    .where(({ searchText, groupId }, { contains, eq }) =>
      [search ? contains(searchText, search) : '', query.groupId ? eq(groupId, query.groupId) : '']
        .filter(Boolean)
        .join(' AND '),
    )
    .go({ pages: 'all', order: query.order });
  const skip = (query.current - 1) * query.size;
  return { records: data.slice(skip, skip + query.size).map(toMember), total: data.length };
}

export const entityStore: ProjectStore = {
  loadAccess: loadProjectAndMember,
  getProjects,
  getMember,
  getMembers,
  membershipsOf,
  listGroups,
  listMembers,

  async createProject(project, groups, creator) {
    await transactWrite({
      project: txItem(projectEntity.create(project)),
      // Written with the project, so listings can trust it from the start (entities/entrySummary.ts).
      entrySummary: entrySummaryCreation(project.id),
      ...namedGroupWrites(groups),
      creator: txItem(projectMember.put(memberItem(creator))),
    });
  },

  async updateProject(projectId, changes, now) {
    const { data } = await projectEntity
      .patch({ id: projectId })
      .set({ ...changes, updateTime: now.toISOString() })
      .go({ response: 'all_new' });
    return toProject(data);
  },

  removeProject: removeProjectPartition,

  async addMembers(members) {
    if (members.length === 0) return;
    const projectId = members[0]!.projectId;
    // One transaction per 99 members: the puts and the project's member count move together.
    for (let i = 0; i < members.length; i += 99) {
      const chunk = members.slice(i, i + 99);
      await conflictOn(
        transactWrite({
          ...Object.fromEntries(
            chunk.map((m, n) => [`member${n}`, txItem(projectMember.create(memberItem(m)))]),
          ),
          count: txItem(projectEntity.patch({ id: projectId }).add({ memberCount: chunk.length })),
        }),
        (error) => error.failed.some((name) => name.startsWith('member')),
        'project.memberExists',
      );
    }
  },

  async updateMemberRole(projectId, userId, role, group) {
    await projectMember
      .patch({ projectId, userId })
      .set({ role, roleStatus: role, groupId: group.id, groupKind: group.groupInit ?? 'custom' })
      .where(({ role }, { ne }) => ne(role, 'creator'))
      .go();
  },

  async updateGroupMembership(projectId, userId, group: GroupRef | null) {
    await projectMember
      .patch({ projectId, userId })
      .set({ groupId: group?.id ?? '', groupKind: group?.groupInit ?? 'custom' })
      .where(({ role }, { ne }) => ne(role, 'creator'))
      .go();
  },

  async setHidden(projectId, userId, hidden) {
    await projectMember.patch({ projectId, userId }).set({ hidden }).go();
  },

  async recordVisit(projectId, userId, now) {
    const at = now.toISOString();
    await projectMember.patch({ projectId, userId }).set({ lastVisit: at, visitor: userId }).go();
  },

  async removeMember(projectId, userId) {
    await transactWrite({
      member: txItem(
        projectMember.remove({ projectId, userId }).where(({ role }, { ne }) => ne(role, 'creator')),
      ),
      count: txItem(projectEntity.patch({ id: projectId }).add({ memberCount: -1 })),
    });
  },

  async getGroup(projectId, groupId) {
    const { data } = await projectGroup.get({ fkProjectId: projectId, id: groupId }).go();
    return data ? toGroup(data) : null;
  },

  async projectOfGroup(groupId) {
    const { data } = await groupRef.get({ groupId }).go();
    return data?.projectId ?? null;
  },

  async createGroup(group) {
    await conflictOn(
      transactWrite(groupWrites(group)),
      (error) => error.failedOn('name'),
      'project.groupExists',
    );
  },

  async updateGroup(group, groupName, memo) {
    const renamed = groupNameKey(group.groupName) !== groupNameKey(groupName);
    const projectId = group.fkProjectId;
    await conflictOn(
      transactWrite({
        group: txItem(projectGroup.patch({ fkProjectId: projectId, id: group.id }).set({ groupName, memo })),
        newName:
          renamed &&
          txItem(projectGroupName.create({ projectId, nameKey: groupNameKey(groupName), groupId: group.id })),
        oldName:
          renamed && txItem(projectGroupName.delete({ projectId, nameKey: groupNameKey(group.groupName) })),
      }),
      (error) => error.failedOn('newName'),
      'project.groupExists',
    );
    return { ...group, groupName, memo };
  },

  async deleteGroup(group) {
    await transactWrite({
      group: txItem(projectGroup.delete({ fkProjectId: group.fkProjectId, id: group.id })),
      name: txItem(
        projectGroupName.delete({ projectId: group.fkProjectId, nameKey: groupNameKey(group.groupName) }),
      ),
      ref: txItem(groupRef.delete({ groupId: group.id })),
    });
  },

  async logMembership(entries, now) {
    if (entries.length === 0) return;
    const createTime = now.toISOString();
    const { unprocessed } = await membershipLog
      .put(entries.map((entry) => ({ ...entry, id: sortableId(now), createTime })))
      .go();
    if (unprocessed.length) throw new Error(`${unprocessed.length} membership logs left unwritten`);
  },

  async membershipLogs(projectId, onlyAdded, limit, cursor) {
    const query = membershipLog.query.byProject({ projectId });
    const filtered = onlyAdded ? query.where(({ action }, { eq }) => eq(action, 'added')) : query;
    // A cursor from the client is checked (our key attributes, this project's partition) before ElectroDB sees it.
    const checked = cursor
      ? encodeCursor(decodeCursor(cursor, ['pk', 'sk'], ['pk', `PROJECT#${projectId}`]))
      : null;
    const { data, cursor: next } = await filtered.go({ order: 'desc', count: limit, cursor: checked });
    return {
      records: data.map((log) => ({ ...log, groupId: log.groupId ?? '', byAccount: log.byAccount ?? '' })),
      cursor: next ?? undefined,
    };
  },
};
