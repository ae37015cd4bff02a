import type { ProjectRole } from './filePerms.ts';

/** Project-level rules (spec 2 §5–§6): pure, evaluated on the server for every call. */
export interface ProjectView {
  createUser: string;
  isDefault: 0 | 1 | 2;
}

/** Editing name, description and cover: the creator, of any project but the special one. */
export const canEditProject = (project: ProjectView, role: ProjectRole | null) =>
  role === 'creator' && project.isDefault !== 2;

/** Default projects (the user's own, and the special one) and joined projects cannot be deleted. */
export const canDeleteProject = (project: ProjectView, role: ProjectRole | null) =>
  role === 'creator' && project.isDefault === 0;

/** Members and groups are managed by the creator and member admins of a normal project. */
export const canManageMembers = (project: ProjectView, role: ProjectRole | null) =>
  (role === 'creator' || role === 'admin') && project.isDefault === 0;

/** Anyone but the creator may leave a project; nobody leaves the special project. */
export const canQuit = (project: ProjectView, role: ProjectRole | null) =>
  role !== null && role !== 'creator' && project.isDefault !== 2;

/** Built-in groups (create, read, readWrite) cannot be edited or deleted. */
export const canEditGroup = (groupInit: string | null) => groupInit === null;

/**
 * A member can be removed from a group unless the group is the creator's group, or it is the
 * read-write group and the member is a member admin (admins are pinned to read-write).
 */
export const canRemoveFromGroup = (groupInit: string | null, memberRole: ProjectRole) =>
  groupInit !== 'create' && !(groupInit === 'readWrite' && memberRole === 'admin');
