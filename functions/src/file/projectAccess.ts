/**
 * What the file area (file, upload, model, rendition, share) needs of projects, in one place: the
 * membership check and a few project reads and writes. The access loader is becoming a core module
 * (access/); when it lands, repoint these lines and nothing else changes.
 */
export { type ProjectAccess, requireMember } from '../project/access.ts';
export { setEntryGrants } from '../project/grants.ts';
export { listGroups } from '../project/groups.ts';
export { getMembers, membershipsOf } from '../project/members.ts';
export { getProjects } from '../project/projects.ts';
