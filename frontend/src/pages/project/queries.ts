import type { MemberQuery } from '../../api/projects.ts';
import type { PageRequest } from '../../components/paged/usePagedQuery.ts';

/**
 * Query keys of the project pages, in one place so a change invalidates exactly what it touched.
 * `members(projectId)` covers the paged member table and the whole-list reads of the same project.
 */
export const projectKeys = {
  all: ['project'] as const,
  list: () => ['project', 'list'] as const,
  access: (projectId: string, userId: string) => ['project', 'access', projectId, userId] as const,
  members: (projectId: string) => ['project', 'members', projectId] as const,
  allMembers: (projectId: string) => ['project', 'members', projectId, 'all'] as const,
  groupMembers: (groupId: string) => ['project', 'groupMembers', groupId] as const,
  groupTree: (groupId: string) => ['project', 'groupTree', groupId] as const,
  membershipLog: (projectId: string) => ['project', 'membershipLog', projectId] as const,
  shares: (direction: string) => ['project', 'shares', direction] as const,
  /** The read-only sample project (published example files). */
  sample: () => ['project', 'sample'] as const,
};

/** A member table's page request as the project member endpoints take it. */
export function toMemberQuery(request: PageRequest): MemberQuery {
  return { current: request.current, size: request.size, order: request.order, searchValue: request.search };
}
