import { tableName } from '../lib/aws/dynamo.ts';
import { queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';

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

/**
 * The ids of a project's members (their items share the project's partition), for status pushes.
 * A raw read of the project's member items until project/ offers it (the member entity is theirs).
 */
export async function projectMemberIds(projectId: string): Promise<string[]> {
  const items = await queryAll<{ userId?: string; sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.project(projectId).pk, ':sk': 'MEMBER#' },
    ProjectionExpression: 'sk, userId',
  });
  return items.map((i) => i.userId ?? i.sk.slice('MEMBER#'.length));
}
