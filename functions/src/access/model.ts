import type { ProjectRole } from '../lib/policies/filePerms.ts';
import type { BuiltInGroup } from '../lib/policies/signs.ts';

/** A project as spec 2 §3 names it. isDefault: 0 normal, 1 the user's own default project, 2 special read-only. */
export interface Project {
  id: string;
  tenantId: string;
  projectName: string;
  memo: string;
  /** S3 key of the 640×360 cover, or ''. */
  avatar: string;
  createUser: string;
  isDefault: 0 | 1 | 2;
  /** 1 normal; 0 disabled by the platform (read-only for its members). */
  status: 0 | 1;
  /** Kept with the members in one transaction; the member list's total. */
  memberCount: number;
  createTime: string;
  updateTime: string;
}

export interface ProjectMember {
  projectId: string;
  userId: string;
  account: string;
  memberName: string;
  email: string;
  phone: string;
  role: ProjectRole;
  /** spec: roleStatus 'user' (member) or 'admin' (member admin); the creator is 'admin' too. */
  roleStatus: 'user' | 'admin';
  groupId: string;
  groupKind: BuiltInGroup | 'custom';
  /** 1 normal, 0 forbidden. */
  status: 0 | 1;
  hidden: boolean;
  joinTime: string;
  lastVisit?: string;
}

export interface ProjectGroup {
  id: string;
  fkProjectId: string;
  groupName: string;
  memo: string;
  /** Built-in kind, or null for a custom group. */
  groupInit: BuiltInGroup | null;
  createTime: string;
}

/** What the access checks answer: the project and the caller's membership of it. */
export interface ProjectAccess {
  project: Project;
  member: ProjectMember;
}
