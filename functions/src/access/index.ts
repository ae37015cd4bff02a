/**
 * Who may do what in a project: the permission loader that the project, file, upload, model, rendition
 * and share domains all use, and the shared reads of projects, memberships and groups. It imports no
 * domain folder (only entities and lib), so every domain can depend on it.
 */
export {
  type EntryRef,
  entrySigns,
  loadProjectAndMember,
  memberAccess,
  refuseDisabled,
  requireAllowed,
  requireMember,
  requireMemberWith,
} from './checks.ts';
export { entrySummaryCreation, setEntryGrants } from './grants.ts';
export type { Project, ProjectAccess, ProjectGroup, ProjectMember } from './model.ts';
export { type FanoutInput, fanOut, projectMemberIds, pushToProject, queueFanOut } from './push.ts';
export { getMember, getMembers, getProjects, listGroups, membershipsOf } from './reads.ts';
export { toGroup, toMember, toProject } from './records.ts';
export { type DirectoryUser, displayName, type UserDirectory, userDirectory } from './users.ts';
