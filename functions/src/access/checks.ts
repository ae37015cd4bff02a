import { type GetRequest, getAcross } from '../entities/batchGet.ts';
import { project as projectEntity, projectRequest } from '../entities/project.ts';
import { projectMember, projectMemberRequest } from '../entities/projectMember.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { effectiveSigns } from '../lib/policies/filePerms.ts';
import type { Sign } from '../lib/policies/signs.ts';
import { grantsOfItem, grantsRequest } from './grants.ts';
import type { Project, ProjectAccess, ProjectMember } from './model.ts';
import { toMember, toProject } from './records.ts';

/** How the items are read: getAcross, or (the listing only) entities/cachedGet.ts's getAcrossCached. */
type ItemReader = typeof getAcross;

/** The project, the membership and any further items, read in one batch. */
async function loadWith(
  projectId: string,
  userId: string,
  more: GetRequest[] = [],
  read: ItemReader = getAcross,
) {
  const [projectItem, memberItem, ...rest] = await read([
    projectRequest({ id: projectId }),
    projectMemberRequest({ projectId, userId }),
    ...more,
  ]);
  const project = projectItem ? projectEntity.parse({ Item: projectItem }).data : null;
  const member = memberItem ? projectMember.parse({ Item: memberItem }).data : null;
  return {
    project: project ? toProject(project) : undefined,
    member: member ? toMember(member) : undefined,
    rest,
  };
}

/** A project and one user's membership of it, read together (either may be missing). */
export async function loadProjectAndMember(
  projectId: string,
  userId: string,
): Promise<{ project?: Project; member?: ProjectMember }> {
  const { project, member } = await loadWith(projectId, userId);
  return { project, member };
}

/**
 * The access rule on what was loaded: the caller must be a member of the project, in their own
 * tenant. Anyone else gets 404, so a project's existence does not leak.
 */
export function memberAccess(
  caller: Pick<Caller, 'tenantId'>,
  loaded: { project?: Project | null; member?: ProjectMember | null },
): ProjectAccess {
  const { project, member } = loaded;
  if (!project || project.tenantId !== caller.tenantId || !member)
    throw new NotFoundError('project.notFound');
  return { project, member };
}

/** Loads a project for a caller who must be a member of it (404 otherwise). */
export async function requireMember(caller: Caller, projectId: string): Promise<ProjectAccess> {
  return memberAccess(caller, await loadWith(projectId, caller.userId));
}

/**
 * requireMember, with further items read in the same BatchGetItem (one round trip instead of
 * several): `items` holds each request's raw item in order, undefined when absent. Nothing of them
 * should be answered before the membership is known; the access check runs first here. `read` may
 * be the item cache's reader only on a path that changes nothing (the folder listing).
 */
export async function requireMemberWith(
  caller: Caller,
  projectId: string,
  more: GetRequest[],
  read: ItemReader = getAcross,
): Promise<{ access: ProjectAccess; items: (Record<string, unknown> | undefined)[] }> {
  const loaded = await loadWith(projectId, caller.userId, more, read);
  return { access: memberAccess(caller, loaded), items: loaded.rest };
}

/** requireMember plus a policy; a member who fails the policy gets 403. */
export async function requireAllowed(
  caller: Caller,
  projectId: string,
  allowed: (access: ProjectAccess) => boolean,
): Promise<ProjectAccess> {
  const access = await requireMember(caller, projectId);
  refuseDisabled(access.project);
  if (!allowed(access)) throw new ForbiddenError();
  return access;
}

/**
 * A project the platform disabled is read-only for its members: every policy-checked change is
 * refused with a message saying so (file writes are refused by their signs, see effectiveSigns).
 */
export function refuseDisabled(project: Pick<Project, 'status'>) {
  if (project.status === 0) throw new ForbiddenError('platformOps.projectDisabled');
}

export interface EntryRef {
  id: string;
  isFile: boolean;
  /** Ancestor folder ids, nearest first, ending with the project root (whose id is the project id). */
  ancestorIds: string[];
}

/**
 * The caller's effective signs on an entry: the project, the membership and the grants of the entry
 * and all its ancestors come back in one BatchGetItem (up to 98 levels), whatever the depth.
 */
export async function entrySigns(userId: string, projectId: string, entry: EntryRef): Promise<Sign[]> {
  const chain = [entry.id, ...entry.ancestorIds];
  const { project, member, rest } = await loadWith(
    projectId,
    userId,
    chain.map((id) => grantsRequest(projectId, id)),
  );
  if (!project) return [];
  return effectiveSigns(project, membershipFacts(member), {
    isFile: entry.isFile,
    grantsNearestFirst: rest.map(grantsOfItem),
  });
}

/** The facts of a membership the permission rules read (none for a non-member). */
function membershipFacts(member: ProjectMember | undefined | null) {
  return member ? { role: member.role, groupId: member.groupId, groupKind: member.groupKind } : null;
}
