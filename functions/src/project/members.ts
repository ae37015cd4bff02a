import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import type { ProjectGroup, ProjectMember } from './model.ts';
import { clashFrom, memberItem } from './projects.ts';

export async function getMember(projectId: string, userId: string): Promise<ProjectMember | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.projectMember(projectId, userId) }),
  );
  return (out.Item as ProjectMember | undefined) ?? null;
}

export async function getMembers(projectId: string, userIds: string[]): Promise<ProjectMember[]> {
  const found: ProjectMember[] = [];
  for (let i = 0; i < userIds.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: userIds.slice(i, i + 100).map((id) => keys.projectMember(projectId, id)) },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((out.Responses?.[tableName()] ?? []) as ProjectMember[]));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** A user's memberships, newest first (index query). */
export async function membershipsOf(userId: string): Promise<ProjectMember[]> {
  const items: ProjectMember[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}#MEMBERSHIPS` },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((out.Items ?? []) as ProjectMember[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The projects a user visited, most recent first (index query). */
export async function recentVisits(userId: string, limit: number): Promise<ProjectMember[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}#VISITS` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as ProjectMember[];
}

export async function recordVisit(projectId: string, userId: string, now = new Date()) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.projectMember(projectId, userId),
      UpdateExpression: 'SET lastVisit = :t, gsi2pk = :pk, gsi2sk = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': now.toISOString(), ':pk': `USER#${userId}#VISITS` },
    }),
  );
}

export interface MemberQuery {
  current: number;
  size: number;
  /** Case-insensitive, on account or name. */
  search?: string;
  order: 'asc' | 'desc';
  groupId?: string;
}

/**
 * A page of a project's members sorted by account, served by the members index.
 * Pages are read forward through the index; `total` counts the matches.
 */
export async function listMembers(projectId: string, query: MemberQuery) {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': `PROJECT#${projectId}#MEMBERS` };
  if (query.search) {
    filters.push('contains(searchText, :q)');
    values[':q'] = query.search.toLowerCase();
  }
  if (query.groupId) {
    filters.push('groupId = :g');
    values[':g'] = query.groupId;
  }
  const skip = (query.current - 1) * query.size;
  const records: ProjectMember[] = [];
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExpressionAttributeValues: values,
        ScanIndexForward: query.order === 'asc',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as ProjectMember[]) {
      if (total >= skip && records.length < query.size) records.push(item);
      total++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { records, total };
}

/** Adds members; fails whole if any is already a member. */
export async function addMembers(members: ProjectMember[]) {
  if (members.length === 0) return;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: members.map((member) => ({
          Put: {
            TableName: tableName(),
            Item: memberItem(member),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      }),
    );
  } catch (error) {
    clashFrom(error, Object.fromEntries(members.map((_, i) => [i, 'project.memberExists'])));
  }
}

export async function updateMemberRole(
  projectId: string,
  userId: string,
  role: 'user' | 'admin',
  group: ProjectGroup,
) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.projectMember(projectId, userId),
      UpdateExpression: 'SET #r = :r, roleStatus = :rs, groupId = :g, groupKind = :k',
      ConditionExpression: 'attribute_exists(pk) AND #r <> :creator',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: {
        ':r': role,
        ':rs': role,
        ':g': group.id,
        ':k': group.groupInit ?? 'custom',
        ':creator': 'creator',
      },
    }),
  );
}

export async function setHidden(projectId: string, userId: string, hidden: boolean) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.projectMember(projectId, userId),
      UpdateExpression: 'SET #h = :h',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#h': 'hidden' },
      ExpressionAttributeValues: { ':h': hidden },
    }),
  );
}

/** Removes members (never the creator: the condition refuses it). */
export async function removeMember(projectId: string, userId: string) {
  await dynamo.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.projectMember(projectId, userId),
      ConditionExpression: '#r <> :creator',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':creator': 'creator' },
    }),
  );
}
