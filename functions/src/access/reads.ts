import { project as projectEntity } from '../entities/project.ts';
import { projectGroup } from '../entities/projectGroup.ts';
import { projectMember } from '../entities/projectMember.ts';
import type { Project, ProjectGroup, ProjectMember } from './model.ts';
import { toGroup, toMember, toProject } from './records.ts';

/** Reads of projects, memberships and groups that the permission checks and other domains share. */

export async function getProjects(ids: string[]): Promise<Map<string, Project>> {
  if (ids.length === 0) return new Map();
  const { data, unprocessed } = await projectEntity
    .get([...new Set(ids)].map((id) => ({ id })))
    .go({ concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} projects left unread`);
  return new Map(data.map((p) => [p.id, toProject(p)]));
}

export async function getMember(projectId: string, userId: string): Promise<ProjectMember | null> {
  const { data } = await projectMember.get({ projectId, userId }).go();
  return data ? toMember(data) : null;
}

/** Several members of one project (absent ones left out). */
export async function getMembers(projectId: string, userIds: string[]): Promise<ProjectMember[]> {
  if (userIds.length === 0) return [];
  const { data, unprocessed } = await projectMember
    .get([...new Set(userIds)].map((userId) => ({ projectId, userId })))
    .go({ concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} members left unread`);
  return data.map(toMember);
}

/** A user's memberships, newest first (index query). */
export async function membershipsOf(userId: string): Promise<ProjectMember[]> {
  const { data } = await projectMember.query
    .membershipsOfUser({ userId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toMember);
}

const GROUP_ORDER: Record<string, number> = { create: 0, readWrite: 1, read: 2 };

/** A project's groups: built-in first (create, read-write, read), then custom ones by creation. */
export async function listGroups(projectId: string): Promise<ProjectGroup[]> {
  const { data } = await projectGroup.query.byId({ fkProjectId: projectId }).go({ pages: 'all' });
  return data
    .map(toGroup)
    .sort(
      (a, b) =>
        (GROUP_ORDER[a.groupInit ?? ''] ?? 3) - (GROUP_ORDER[b.groupInit ?? ''] ?? 3) ||
        a.createTime.localeCompare(b.createTime),
    );
}
