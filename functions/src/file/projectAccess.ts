/**
 * What the file area (file, upload, model, rendition, share) needs of projects, in one place: the
 * membership check and a few project reads and writes, all from the access core module.
 */
export {
  getMembers,
  getProjects,
  listGroups,
  membershipsOf,
  type ProjectAccess,
  requireMember,
  requireMemberWith,
  setEntryGrants,
} from '../access/index.ts';
