import { projectMember } from '../entities/projectMember.ts';
import { makePushToProject } from '../lib/realtime/projects.ts';

/** The user ids of a project's members. */
export async function projectMemberIds(projectId: string): Promise<string[]> {
  const { data } = await projectMember.query
    .member({ projectId })
    .go({ pages: 'all', attributes: ['userId'] });
  return data.map((m) => m.userId);
}

/** Pushes a socket message to every connected member of a project (see lib/realtime/projects.ts). */
export const pushToProject = makePushToProject(projectMemberIds);
