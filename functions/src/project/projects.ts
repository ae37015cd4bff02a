import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../account/users.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchGetAll, type Key, queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { ConflictError } from '../lib/errors.ts';
import type { BuiltInGroup } from '../lib/policies/signs.ts';
import type { Project, ProjectGroup, ProjectMember } from './model.ts';

export type { Project } from './model.ts';

const BUILT_IN_GROUP_NAMES: Record<BuiltInGroup, string> = {
  create: 'create',
  read: 'read',
  readWrite: 'readWrite',
};

export function memberItem(member: ProjectMember) {
  return {
    ...keys.projectMember(member.projectId, member.userId),
    type: 'projectMember',
    gsi1pk: `USER#${member.userId}#MEMBERSHIPS`,
    gsi1sk: member.joinTime,
    gsi3pk: `PROJECT#${member.projectId}#MEMBERS`,
    gsi3sk: `${member.account.toLowerCase()}#${member.userId}`,
    searchText: `${member.account} ${member.memberName}`.toLowerCase(),
    ...(member.lastVisit ? { gsi2pk: `USER#${member.userId}#VISITS`, gsi2sk: member.lastVisit } : {}),
    ...member,
  };
}

/** Lets a group id alone (as in `/group/delete/{id}`) find its project. */
export function groupRefItem(group: ProjectGroup) {
  return { ...keys.groupRef(group.id), type: 'groupRef', projectId: group.fkProjectId };
}

export function groupItem(group: ProjectGroup) {
  return { ...keys.projectGroup(group.fkProjectId, group.id), type: 'projectGroup', ...group };
}

export function memberFromUser(
  projectId: string,
  user: UserRecord,
  role: ProjectMember['role'],
  group: Pick<ProjectGroup, 'id' | 'groupInit'>,
  at: string,
): ProjectMember {
  return {
    projectId,
    userId: user.userId,
    account: user.account,
    memberName: user.realName || user.nickName || user.account,
    email: user.email,
    phone: user.phone,
    role,
    roleStatus: role === 'user' ? 'user' : 'admin',
    groupId: group.id,
    groupKind: group.groupInit ?? 'custom',
    status: 1,
    hidden: false,
    joinTime: at,
  };
}

/**
 * Creates a project with its three built-in groups and its creator as a member of the `create`
 * group, all in one transaction.
 */
export async function createProject(
  input: Pick<Project, 'tenantId' | 'projectName' | 'memo' | 'isDefault' | 'avatar'>,
  creator: UserRecord,
  now = new Date(),
): Promise<{ project: Project; groups: ProjectGroup[] }> {
  const at = now.toISOString();
  const project: Project = {
    id: randomUUID(),
    status: 1,
    memberCount: 1,
    createTime: at,
    updateTime: at,
    createUser: creator.userId,
    ...input,
  };
  const groups: ProjectGroup[] = (Object.keys(BUILT_IN_GROUP_NAMES) as BuiltInGroup[]).map((kind) => ({
    id: randomUUID(),
    fkProjectId: project.id,
    groupName: BUILT_IN_GROUP_NAMES[kind],
    memo: '',
    groupInit: kind,
    createTime: at,
  }));
  const createGroup = groups.find((g) => g.groupInit === 'create')!;
  const table = tableName();
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.project(project.id),
              type: 'project',
              gsi4pk: `TENANT#${project.tenantId}#PROJECTS`,
              gsi4sk: at,
              ...project,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...groups.map((group) => ({ Put: { TableName: table, Item: groupItem(group) } })),
        ...groups.map((group) => ({ Put: { TableName: table, Item: groupRefItem(group) } })),
        ...groups.map((group) => ({
          Put: {
            TableName: table,
            Item: {
              ...keys.projectGroupName(project.id, group.groupName),
              type: 'unique',
              groupId: group.id,
            },
          },
        })),
        {
          Put: {
            TableName: table,
            Item: memberItem(memberFromUser(project.id, creator, 'creator', createGroup, at)),
          },
        },
      ],
    }),
  );
  return { project, groups };
}

export async function getProject(projectId: string): Promise<Project | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.project(projectId) }));
  return (out.Item as Project | undefined) ?? null;
}

export async function getProjects(ids: string[]): Promise<Map<string, Project>> {
  const items = await batchGetAll<Project>(ids.map((id) => keys.project(id)));
  return new Map(items.map((p) => [p.id, p]));
}

export async function updateProject(
  projectId: string,
  changes: Pick<Project, 'projectName' | 'memo' | 'avatar'>,
  now = new Date(),
) {
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.project(projectId),
      UpdateExpression: 'SET projectName = :n, memo = :m, avatar = :a, updateTime = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':n': changes.projectName,
        ':m': changes.memo,
        ':a': changes.avatar,
        ':t': now.toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as Project;
}

/** Every item of a project's partition (members, groups, grants…); used for deletion. */
export async function projectItemKeys(projectId: string): Promise<Key[]> {
  return queryAll<Key>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.project(projectId).pk },
    ProjectionExpression: 'pk, sk',
  });
}

/** Translates a cancelled transaction into the clash it means, by item position. */
export function clashFrom(
  error: unknown,
  positions: Record<number, ConstructorParameters<typeof ConflictError>[0]>,
): never {
  if (error instanceof TransactionCanceledException) {
    const reasons = error.CancellationReasons ?? [];
    for (const [index, key] of Object.entries(positions)) {
      if (reasons[Number(index)]?.Code === 'ConditionalCheckFailed') throw new ConflictError(key);
    }
  }
  throw error;
}
