import { getUser, type UserRecord } from '../account/users.ts';
import { releaseProjectFiles } from '../file/index.ts';
import { batchDeleteAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import {
  canDeleteProject,
  canEditProject,
  canManageMembers,
  canQuit,
} from '../lib/policies/projectPolicy.ts';
import { pushToUser } from '../lib/realtime/connections.ts';
import { notify } from '../notice/notify.ts';
import { inTeam } from '../team/repository.ts';
import { requireAllowed, requireMember } from './access.ts';
import { decodeCover, deleteCover, storeCover } from './cover.ts';
import { listGroups } from './groups.ts';
import { requireMemberRoom, requireProjectAllowance } from './limits.ts';
import { logMembership, type MembershipAction } from './logs.ts';
import {
  addMembers,
  getMember,
  getMembers,
  membershipsOf,
  removeMember,
  updateMemberRole,
} from './members.ts';
import type { Project, ProjectGroup, ProjectMember } from './model.ts';
import { createProject, getProjects, memberFromUser, projectItemKeys, updateProject } from './projects.ts';

export type AvatarType = 'add' | 'edit' | 'delete';

export interface ProjectInput {
  projectName: string;
  memo: string;
  avatar?: string;
  avatarType?: AvatarType;
}

/** Project as the client sees it; the cover is served by the avatar route, never as an S3 key. */
export function projectView(project: Project, member?: ProjectMember) {
  return {
    id: project.id,
    projectName: project.projectName,
    memo: project.memo,
    avatar: project.avatar
      ? `/api/cloud/project/avatar/${project.id}?v=${encodeURIComponent(project.updateTime)}`
      : '',
    createUser: project.createUser,
    isDefault: project.isDefault,
    status: project.status,
    createTime: project.createTime,
    updateTime: project.updateTime,
    ...(member
      ? {
          roleStatus: member.roleStatus,
          isCreator: member.role === 'creator',
          hidden: member.hidden,
          joinTime: member.joinTime,
          lastVisit: member.lastVisit ?? null,
        }
      : {}),
  };
}

async function requireUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('account.notFound');
  return user;
}

export async function saveProject(caller: Caller, input: ProjectInput) {
  const cover = input.avatar && input.avatarType !== 'delete' ? decodeCover(input.avatar) : null;
  const creator = await requireUser(caller.userId);
  await requireProjectAllowance(caller);
  const { project } = await createProject(
    { tenantId: caller.tenantId, projectName: input.projectName, memo: input.memo, isDefault: 0, avatar: '' },
    creator,
  );
  if (!cover) return projectView(project);
  const key = await storeCover(project.id, cover);
  return projectView(
    await updateProject(project.id, { projectName: project.projectName, memo: project.memo, avatar: key }),
  );
}

export async function editProject(caller: Caller, projectId: string, input: ProjectInput) {
  const { project } = await requireAllowed(caller, projectId, ({ project, member }) =>
    canEditProject(project, member.role),
  );
  let avatar = project.avatar;
  if (input.avatarType === 'delete') {
    if (project.avatar) await deleteCover(project.id);
    avatar = '';
  } else if ((input.avatarType === 'add' || input.avatarType === 'edit') && input.avatar) {
    avatar = await storeCover(project.id, decodeCover(input.avatar));
  }
  return projectView(
    await updateProject(project.id, { projectName: input.projectName, memo: input.memo, avatar }),
  );
}

export type ProjectTab = 'all' | 'index' | 'participated' | 'recentlyVisited';

export async function myProjects(
  caller: Caller,
  tab: ProjectTab,
  options: { keyword?: string; includeHidden?: boolean },
) {
  let memberships = await membershipsOf(caller.userId);
  if (!options.includeHidden) memberships = memberships.filter((m) => !m.hidden);
  if (tab === 'index') memberships = memberships.filter((m) => m.role === 'creator');
  if (tab === 'participated') memberships = memberships.filter((m) => m.role !== 'creator');
  if (tab === 'recentlyVisited') {
    memberships = memberships
      .filter((m) => m.lastVisit)
      .sort((a, b) => b.lastVisit!.localeCompare(a.lastVisit!));
  }
  const projects = await getProjects(memberships.map((m) => m.projectId));
  const keyword = options.keyword?.trim().toLowerCase();
  return memberships
    .map((m) => ({ member: m, project: projects.get(m.projectId) }))
    .filter((row): row is { member: ProjectMember; project: Project } => Boolean(row.project))
    .filter((row) => !keyword || row.project.projectName.toLowerCase().includes(keyword))
    .map((row) => projectView(row.project, row.member));
}

/**
 * Deletes projects the caller created (normal projects only). The project record goes first, so
 * from that moment the project is gone for everyone; members with it open are told (QUIT).
 */
export async function deleteProjects(caller: Caller, ids: string[]) {
  const targets = [];
  for (const id of ids) {
    const { project, member } = await requireMember(caller, id);
    if (member.role !== 'creator') throw new ForbiddenError('project.cannotDeleteJoined');
    if (!canDeleteProject(project, member.role)) throw new ForbiddenError('project.cannotDeleteDefault');
    targets.push(project);
  }
  for (const project of targets) {
    const items = await projectItemKeys(project.id);
    const memberIds = items
      .filter((k) => k.sk.startsWith('MEMBER#'))
      .map((k) => k.sk.slice('MEMBER#'.length));
    const groupRefs = items
      .filter((k) => k.sk.startsWith('GROUP#'))
      .map((k) => keys.groupRef(k.sk.slice('GROUP#'.length)));
    const ordered = [keys.project(project.id), ...items.filter((k) => k.sk !== 'META'), ...groupRefs];
    await batchDeleteAll(ordered.slice(0, 1));
    // The project is gone for everyone now; its files' storage and bytes are given back before the rest.
    await releaseProjectFiles(project.id);
    await batchDeleteAll(ordered.slice(1));
    if (project.avatar) await deleteCover(project.id);
    await Promise.all(
      memberIds
        .filter((id) => id !== caller.userId)
        .map((id) => pushToUser(id, { type: 'QUIT', content: project.id })),
    );
  }
}

export interface MemberAssignment {
  userId: string;
  groupId: string;
  roleStatus: 'user' | 'admin';
}

/** A member admin always belongs to the read-write group; members default to the read group. */
function groupFor(groups: ProjectGroup[], assignment: MemberAssignment): ProjectGroup {
  if (assignment.roleStatus === 'admin') return groups.find((g) => g.groupInit === 'readWrite')!;
  const chosen = assignment.groupId
    ? groups.find((g) => g.id === assignment.groupId)
    : groups.find((g) => g.groupInit === 'read');
  if (!chosen || chosen.groupInit === 'create') throw new BadRequestError('project.groupNotFound');
  return chosen;
}

export async function addProjectMembers(caller: Caller, projectId: string, assignments: MemberAssignment[]) {
  const { project } = await requireAllowed(caller, projectId, ({ project, member }) =>
    canManageMembers(project, member.role),
  );
  const groups = await listGroups(projectId);
  const at = new Date().toISOString();
  const members: ProjectMember[] = [];
  for (const assignment of assignments) {
    if (assignment.userId === caller.userId) throw new BadRequestError('project.cannotPickSelf');
    if (assignment.userId === project.createUser) throw new BadRequestError('project.cannotPickCreator');
    const user = await getUser(assignment.userId);
    if (!user || user.tenantId !== caller.tenantId) throw new BadRequestError('project.userUnknown');
    // People are picked from a team: the adder's or the project creator's (they agreed to join it).
    if (!(await inTeam(caller.userId, user.userId)) && !(await inTeam(project.createUser, user.userId))) {
      throw new ForbiddenError('project.notInTeam');
    }
    members.push(memberFromUser(projectId, user, assignment.roleStatus, groupFor(groups, assignment), at));
  }
  await requireMemberRoom(project, members.length);
  await addMembers(members);
  const adder = await getUser(caller.userId);
  await logMembership(members.map((m) => logEntry(m, 'added', caller, adder?.account ?? '')));
  await notify(
    members.map((m) => m.userId),
    26,
    {
      key: 'project.noticeAdded',
      params: { who: adder?.realName || adder?.account || '', project: project.projectName },
    },
    project.id,
    { tenantId: caller.tenantId, creatorId: caller.userId },
  );
  return members;
}

export async function changeProjectMember(caller: Caller, projectId: string, assignment: MemberAssignment) {
  const { project, member: me } = await requireAllowed(caller, projectId, ({ project, member }) =>
    canManageMembers(project, member.role),
  );
  const target = await getMember(projectId, assignment.userId);
  if (!target) throw new NotFoundError('project.memberNotFound');
  if (target.role === 'creator' || target.userId === project.createUser)
    throw new ForbiddenError('project.cannotChangeCreator');
  // Member admins manage members; changing another admin is the creator's call.
  if (target.role === 'admin' && me.role !== 'creator') throw new ForbiddenError();
  const group = groupFor(await listGroups(projectId), assignment);
  await updateMemberRole(projectId, assignment.userId, assignment.roleStatus, group);
  await logMembership([
    logEntry(
      { ...target, roleStatus: assignment.roleStatus, groupId: group.id },
      'roleChanged',
      caller,
      me.account,
    ),
  ]);
}

export async function removeProjectMembers(caller: Caller, projectId: string, userIds: string[]) {
  const { project, member: me } = await requireAllowed(caller, projectId, ({ project, member }) =>
    canManageMembers(project, member.role),
  );
  const targets = await getMembers(projectId, userIds);
  if (targets.length !== new Set(userIds).size) throw new NotFoundError('project.memberNotFound');
  for (const target of targets) {
    if (target.role === 'creator') throw new ForbiddenError('project.cannotChangeCreator');
    if (target.role === 'admin' && me.role !== 'creator') throw new ForbiddenError();
  }
  for (const target of targets) {
    await removeMember(projectId, target.userId);
    await pushToUser(target.userId, { type: 'QUIT', content: project.id });
  }
  await logMembership(targets.map((t) => logEntry(t, 'removed', caller, me.account)));
  await notify(
    targets.map((t) => t.userId),
    17,
    { key: 'project.noticeRemoved', params: { project: project.projectName } },
    project.id,
    { tenantId: caller.tenantId, creatorId: caller.userId },
  );
}

export async function quitProject(caller: Caller, projectId: string) {
  const { project, member } = await requireMember(caller, projectId);
  if (member.role === 'creator') throw new ForbiddenError('project.creatorCannotQuit');
  if (!canQuit(project, member.role)) throw new ForbiddenError('project.readOnly');
  await removeMember(projectId, caller.userId);
  await logMembership([logEntry(member, 'quit', caller, member.account)]);
}

function logEntry(member: ProjectMember, action: MembershipAction, caller: Caller, byAccount: string) {
  return {
    projectId: member.projectId,
    action,
    userId: member.userId,
    account: member.account,
    memberName: member.memberName,
    roleStatus: member.roleStatus,
    groupId: member.groupId,
    byUserId: caller.userId,
    byAccount,
  };
}
