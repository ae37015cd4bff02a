import type { ProjectGroup, ProjectMember } from '../access/index.ts';

export type { Project, ProjectAccess, ProjectGroup, ProjectMember } from '../access/index.ts';

export type MembershipAction = 'added' | 'removed' | 'quit' | 'roleChanged' | 'groupChanged';

/** One change to a project's membership, for the invite list and the records list of project settings. */
export interface MembershipLog {
  id: string;
  projectId: string;
  action: MembershipAction;
  userId: string;
  account: string;
  memberName: string;
  roleStatus: 'user' | 'admin';
  groupId: string;
  byUserId: string;
  byAccount: string;
  createTime: string;
}

export interface MemberQuery {
  current: number;
  size: number;
  /** Case-insensitive, on account or name. */
  search?: string;
  order: 'asc' | 'desc';
  groupId?: string;
  /** Opaque cursor from the previous page, for forward paging without skipping. */
  cursor?: string;
}

export interface MemberPage {
  records: ProjectMember[];
  total: number;
  cursor?: string;
}

/** What a group change needs of the group. */
export type GroupRef = Pick<ProjectGroup, 'id' | 'groupInit'>;
