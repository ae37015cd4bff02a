import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import type { ProjectGroup } from './model.ts';
import { clashFrom, groupItem, groupRefItem } from './projects.ts';

/** A stored group item as the API shows it: the group's own fields, never its keys or type tag. */
function groupFrom(item: Record<string, unknown>): ProjectGroup {
  return {
    id: item.id as string,
    fkProjectId: item.fkProjectId as string,
    groupName: item.groupName as string,
    memo: (item.memo as string | undefined) ?? '',
    groupInit: (item.groupInit as ProjectGroup['groupInit'] | undefined) ?? null,
    createTime: item.createTime as string,
  };
}

export async function listGroups(projectId: string): Promise<ProjectGroup[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
      ExpressionAttributeValues: { ':pk': keys.project(projectId).pk, ':g': 'GROUP#' },
    }),
  );
  const order = { create: 0, readWrite: 1, read: 2 } as Record<string, number>;
  return (out.Items ?? [])
    .map(groupFrom)
    .sort(
      (a, b) =>
        (order[a.groupInit ?? ''] ?? 3) - (order[b.groupInit ?? ''] ?? 3) ||
        a.createTime.localeCompare(b.createTime),
    );
}

export async function getGroup(projectId: string, groupId: string): Promise<ProjectGroup | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.projectGroup(projectId, groupId) }),
  );
  return out.Item ? groupFrom(out.Item) : null;
}

/** A custom group; its name is unique in the project (case-insensitive), held by a unique item. */
export async function createGroup(projectId: string, groupName: string, memo: string, now = new Date()) {
  const group: ProjectGroup = {
    id: randomUUID(),
    fkProjectId: projectId,
    groupName,
    memo,
    groupInit: null,
    createTime: now.toISOString(),
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: groupItem(group) } },
          { Put: { TableName: tableName(), Item: groupRefItem(group) } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.projectGroupName(projectId, groupName), type: 'unique', groupId: group.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    clashFrom(error, { 2: 'project.groupExists' });
  }
  return group;
}

export async function updateGroup(group: ProjectGroup, groupName: string, memo: string) {
  const renamed = group.groupName.toLowerCase() !== groupName.toLowerCase();
  const table = tableName();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: groupItem({ ...group, groupName, memo }),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          ...(renamed
            ? [
                {
                  Put: {
                    TableName: table,
                    Item: {
                      ...keys.projectGroupName(group.fkProjectId, groupName),
                      type: 'unique',
                      groupId: group.id,
                    },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                {
                  Delete: {
                    TableName: table,
                    Key: keys.projectGroupName(group.fkProjectId, group.groupName),
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    clashFrom(error, { 1: 'project.groupExists' });
  }
  return { ...group, groupName, memo };
}

export async function deleteGroup(group: ProjectGroup) {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.projectGroup(group.fkProjectId, group.id) } },
        {
          Delete: { TableName: tableName(), Key: keys.projectGroupName(group.fkProjectId, group.groupName) },
        },
      ],
    }),
  );
}

/** The project a group belongs to, from the group id alone. */
export async function projectOfGroup(groupId: string): Promise<string | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.groupRef(groupId) }));
  return (out.Item?.projectId as string | undefined) ?? null;
}
