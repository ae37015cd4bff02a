import type { DirectoryUser } from '../access/index.ts';
import type { Caller } from '../lib/http/route.ts';
import type { MembershipAction, MembershipLog, Project, ProjectGroup, ProjectMember } from './model.ts';

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

/** A member row of the member tables. */
export const memberRow = (m: ProjectMember) => ({
  id: m.userId,
  userId: m.userId,
  account: m.account,
  memberName: m.memberName,
  email: m.email,
  phone: m.phone,
  roleStatus: m.roleStatus,
  isCreator: m.role === 'creator',
  groupId: m.groupId,
  status: m.status,
  joinTime: m.joinTime,
});

/** A membership for a user joining a project with a role, in a group. */
export function memberFromUser(
  projectId: string,
  user: DirectoryUser,
  role: ProjectMember['role'],
  group: Pick<ProjectGroup, 'id' | 'groupInit'>,
  at: string,
): ProjectMember {
  return {
    projectId,
    userId: user.userId,
    account: user.account,
    memberName: user.realName || user.nickName || user.account,
    email: user.email,
    phone: user.phone,
    role,
    roleStatus: role === 'user' ? 'user' : 'admin',
    groupId: group.id,
    groupKind: group.groupInit ?? 'custom',
    status: 1,
    hidden: false,
    joinTime: at,
  };
}

/** The log entry of a membership change made by the caller. */
export function logEntry(
  member: ProjectMember,
  action: MembershipAction,
  caller: Pick<Caller, 'userId'>,
  byAccount: string,
): Omit<MembershipLog, 'id' | 'createTime'> {
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
