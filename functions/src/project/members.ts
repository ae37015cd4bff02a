import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchGetAll, queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { decodeCursor, encodeCursor } from '../lib/db/paging.ts';
import type { ProjectGroup, ProjectMember } from './model.ts';
import { clashFrom, memberItem } from './projects.ts';

export async function getMember(projectId: string, userId: string): Promise<ProjectMember | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.projectMember(projectId, userId) }),
  );
  return (out.Item as ProjectMember | undefined) ?? null;
}

export async function getMembers(projectId: string, userIds: string[]): Promise<ProjectMember[]> {
  return batchGetAll<ProjectMember>(userIds.map((id) => keys.projectMember(projectId, id)));
}

/** A user's memberships, newest first (index query). */
export async function membershipsOf(userId: string): Promise<ProjectMember[]> {
  return queryAll<ProjectMember>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `USER#${userId}#MEMBERSHIPS` },
    ScanIndexForward: false,
  });
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
  /** Opaque cursor from the previous page, for forward paging without skipping. */
  cursor?: string;
}

const MEMBER_INDEX_KEYS = ['pk', 'sk', 'gsi3pk', 'gsi3sk'];
/**
 * A page of a project's members sorted by account, served by the members index. Unfiltered pages
 * read only the page (the total is the project's member count); with a cursor they continue where
 * the last page ended; other page numbers skip ahead reading keys only. Searches and group filters
 * read the project's members and filter them.
 */
export async function listMembers(projectId: string, query: MemberQuery, memberCount?: number) {
  const base = {
    TableName: tableName(),
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}#MEMBERS` } as Record<string, unknown>,
    ScanIndexForward: query.order === 'asc',
  };
  if (!query.search && !query.groupId && memberCount !== undefined) {
    let startKey: Record<string, unknown> | undefined = query.cursor
      ? decodeCursor(query.cursor, MEMBER_INDEX_KEYS, ['gsi3pk', `PROJECT#${projectId}#MEMBERS`])
      : undefined;
    let toSkip = startKey ? 0 : (query.current - 1) * query.size;
    while (toSkip > 0) {
      const skipped = await dynamo.send(
        new QueryCommand({
          ...base,
          ProjectionExpression: 'pk, sk, gsi3pk, gsi3sk',
          Limit: toSkip,
          ExclusiveStartKey: startKey,
        }),
      );
      toSkip -= skipped.Count ?? 0;
      startKey = skipped.LastEvaluatedKey;
      if (!startKey) return { records: [] as ProjectMember[], total: memberCount };
    }
    const out = await dynamo.send(
      new QueryCommand({ ...base, Limit: query.size, ExclusiveStartKey: startKey }),
    );
    return {
      records: (out.Items ?? []) as ProjectMember[],
      total: memberCount,
      cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey as Record<string, string>) : undefined,
    };
  }
  const filters: string[] = [];
  if (query.search) {
    filters.push('contains(searchText, :q)');
    base.ExpressionAttributeValues[':q'] = query.search.toLowerCase();
  }
  if (query.groupId) {
    filters.push('groupId = :g');
    base.ExpressionAttributeValues[':g'] = query.groupId;
  }
  const skip = (query.current - 1) * query.size;
  const records: ProjectMember[] = [];
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        ...base,
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as ProjectMember[]) {
      if (total >= skip && records.length < query.size) records.push(item);
      total++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { records, total, cursor: undefined as string | undefined };
}

/**
 * Adds members; a batch fails whole if any is already a member. One transaction per 99 members:
 * the puts and the project's member count move together.
 */
export async function addMembers(members: ProjectMember[]) {
  if (members.length === 0) return;
  const projectId = members[0]!.projectId;
  for (let i = 0; i < members.length; i += 99) {
    const chunk = members.slice(i, i + 99);
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            ...chunk.map((member) => ({
              Put: {
                TableName: tableName(),
                Item: memberItem(member),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            })),
            {
              Update: {
                TableName: tableName(),
                Key: keys.project(projectId),
                UpdateExpression: 'ADD memberCount :n',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':n': chunk.length },
              },
            },
          ],
        }),
      );
    } catch (error) {
      clashFrom(error, Object.fromEntries(chunk.map((_, index) => [index, 'project.memberExists'])));
    }
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

/** Removes a member (never the creator: the condition refuses it) and counts it off the project. */
export async function removeMember(projectId: string, userId: string) {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.projectMember(projectId, userId),
            ConditionExpression: 'attribute_exists(pk) AND #r <> :creator',
            ExpressionAttributeNames: { '#r': 'role' },
            ExpressionAttributeValues: { ':creator': 'creator' },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.project(projectId),
            UpdateExpression: 'ADD memberCount :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      ],
    }),
  );
}
