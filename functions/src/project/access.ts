import { batchGetAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { type EntryGrants, effectiveSigns } from '../lib/policies/filePerms.ts';
import type { Sign } from '../lib/policies/signs.ts';
import type { Project, ProjectMember } from './model.ts';

export interface ProjectAccess {
  project: Project;
  member: ProjectMember;
}

/**
 * Loads a project for a caller who must be a member of it, in the caller's tenant. Anyone else gets
 * 404, so a project's existence does not leak.
 */
export async function requireMember(caller: Caller, projectId: string): Promise<ProjectAccess> {
  const { project, member } = await loadProjectAndMember(projectId, caller.userId);
  if (!project || project.tenantId !== caller.tenantId || !member)
    throw new NotFoundError('project.notFound');
  return { project, member };
}

/** requireMember plus a policy; a member who fails the policy gets 403. */
export async function requireAllowed(
  caller: Caller,
  projectId: string,
  allowed: (access: ProjectAccess) => boolean,
): Promise<ProjectAccess> {
  const access = await requireMember(caller, projectId);
  if (!allowed(access)) throw new ForbiddenError();
  return access;
}

async function loadProjectAndMember(projectId: string, userId: string) {
  const items = await batchGetAll([keys.project(projectId), keys.projectMember(projectId, userId)]);
  return {
    project: items.find((i) => i.sk === 'META') as Project | undefined,
    member: items.find((i) => i.sk === `MEMBER#${userId}`) as ProjectMember | undefined,
  };
}

export interface EntryRef {
  id: string;
  isFile: boolean;
  /** Ancestor folder ids, nearest first, ending with the project root (whose id is the project id). */
  ancestorIds: string[];
}

/** Reads counted per evaluation, for the benchmark's claim. */
export const evaluationStats = { batchGets: 0 };

/**
 * The caller's effective signs on an entry: the project, the membership and the grants of the entry
 * and all its ancestors come back in one BatchGetItem (up to 98 levels), whatever the depth.
 */
export async function entrySigns(userId: string, projectId: string, entry: EntryRef): Promise<Sign[]> {
  const chain = [entry.id, ...entry.ancestorIds];
  evaluationStats.batchGets++;
  const items = await batchGetAll([
    keys.project(projectId),
    keys.projectMember(projectId, userId),
    ...chain.map((id) => keys.entryGrants(projectId, id)),
  ]);
  const project = items.find((i) => i.sk === 'META') as Project | undefined;
  const member = items.find((i) => i.sk === `MEMBER#${userId}`) as ProjectMember | undefined;
  if (!project) return [];
  const grants = new Map(
    items
      .filter((i) => String(i.sk).startsWith('GRANTS#'))
      .map((i) => [i.entryId as string, i.grants as EntryGrants]),
  );
  return effectiveSigns(
    project,
    member ? { role: member.role, groupId: member.groupId, groupKind: member.groupKind } : null,
    {
      isFile: entry.isFile,
      grantsNearestFirst: chain.map((id) => grants.get(id)),
    },
  );
}
