import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { canEditGroup, canManageMembers, canRemoveFromGroup } from '../lib/policies/projectPolicy.ts';
import { requireAllowed, requireMember } from './access.ts';
import { createGroup, deleteGroup, getGroup, listGroups, projectOfGroup, updateGroup } from './groups.ts';
import { getMembers, listMembers, updateMemberRole } from './members.ts';
import { updateGroupMembership } from './membershipWrites.ts';
import type { ProjectGroup } from './model.ts';

const manage = (caller: Caller, projectId: string) =>
  requireAllowed(caller, projectId, ({ project, member }) => canManageMembers(project, member.role));

/** Resolves a group by id for a caller who is a member of its project (404 otherwise). */
export async function groupForCaller(caller: Caller, groupId: string, projectId?: string) {
  const owner = projectId ?? (await projectOfGroup(groupId));
  if (!owner) throw new NotFoundError('project.groupNotFound');
  const access = await requireMember(caller, owner);
  const group = await getGroup(owner, groupId);
  if (!group) throw new NotFoundError('project.groupNotFound');
  return { ...access, group };
}

export async function saveGroup(caller: Caller, projectId: string, groupName: string, memo: string) {
  await manage(caller, projectId);
  return createGroup(projectId, groupName, memo);
}

export async function editGroup(caller: Caller, groupId: string, groupName: string, memo: string) {
  const { group, project } = await groupForCaller(caller, groupId);
  await manage(caller, project.id);
  if (!canEditGroup(group.groupInit)) throw new ForbiddenError('project.groupBuiltIn');
  return updateGroup(group, groupName, memo);
}

export async function removeGroup(caller: Caller, groupId: string) {
  const { group, project } = await groupForCaller(caller, groupId);
  await manage(caller, project.id);
  if (!canEditGroup(group.groupInit)) throw new ForbiddenError('project.groupBuiltIn');
  const { total } = await listMembers(project.id, { current: 1, size: 1, order: 'asc', groupId: group.id });
  if (total > 0) throw new BadRequestError('project.groupHasMembers');
  await deleteGroup(group);
}

/** Moves members into a group (a member belongs to one group); admins stay in read-write. */
export async function addToGroup(caller: Caller, projectId: string, groupId: string, userIds: string[]) {
  await manage(caller, projectId);
  const group = await getGroup(projectId, groupId);
  if (!group) throw new NotFoundError('project.groupNotFound');
  if (group.groupInit === 'create') throw new ForbiddenError('project.groupLocked');
  const members = await getMembers(projectId, userIds);
  if (members.length !== new Set(userIds).size) throw new NotFoundError('project.memberNotFound');
  for (const member of members) {
    if (member.role === 'creator') throw new ForbiddenError('project.cannotChangeCreator');
    if (member.role === 'admin' && group.groupInit !== 'readWrite')
      throw new BadRequestError('project.adminNeedsReadWrite');
  }
  for (const member of members)
    await updateMemberRole(projectId, member.userId, member.role === 'admin' ? 'admin' : 'user', group);
}

/** Takes members out of a group; they are left ungrouped (view-only by default). */
export async function removeFromGroup(caller: Caller, projectId: string, groupId: string, userIds: string[]) {
  await manage(caller, projectId);
  const group = await getGroup(projectId, groupId);
  if (!group) throw new NotFoundError('project.groupNotFound');
  const members = await getMembers(projectId, userIds);
  for (const member of members) {
    if (member.groupId !== group.id) throw new NotFoundError('project.memberNotFound');
    if (!canRemoveFromGroup(group.groupInit, member.role)) throw new ForbiddenError('project.groupLocked');
  }
  for (const member of members) await updateGroupMembership(projectId, member.userId, null);
}

/** The group member picker: members outside this group, everyone, and this group's members. */
export async function groupTree(caller: Caller, groupId: string) {
  const { project, group } = await groupForCaller(caller, groupId);
  const { records } = await listMembers(project.id, { current: 1, size: 100_000, order: 'asc' });
  const row = (m: (typeof records)[number]) => ({
    id: m.userId,
    account: m.account,
    memberName: m.memberName,
    roleStatus: m.roleStatus,
    isCreator: m.role === 'creator',
  });
  return {
    group,
    noGroupUserList: records.filter((m) => m.groupId !== group.id).map(row),
    allList: records.map(row),
    groupUser: records.filter((m) => m.groupId === group.id).map(row),
  };
}

export async function groupsOf(caller: Caller, projectId: string): Promise<ProjectGroup[]> {
  await requireMember(caller, projectId);
  return listGroups(projectId);
}
