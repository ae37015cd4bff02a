import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';
import { groupRef } from './groupRef.ts';
import { keyRequest } from './keyReader.ts';

const byTenant = gsi('gsi4');

/** A project (spec 2 §3): its record sits at the head of the project's partition. */
export const project = new Entity(
  {
    model: { entity: 'project', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      projectName: { type: 'string', required: true },
      memo: { type: 'string', default: '' },
      /** S3 key of the 640×360 cover, or ''. */
      avatar: { type: 'string', default: '' },
      createUser: { type: 'string', required: true },
      /** 0 normal, 1 the user's own default project, 2 special read-only. */
      isDefault: { type: 'number', required: true },
      status: { type: 'number', default: 1 },
      /** Kept with the member items in the same transactions: the member list's total. */
      memberCount: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'PROJECT#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      tenantProjects: {
        index: byTenant.index,
        pk: {
          field: byTenant.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#PROJECTS',
          casing: 'none',
        },
        sk: { field: byTenant.sk, composite: ['createTime'], template: '${createTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

type PartitionKey = { pk: string; sk: string };

/**
 * Deletes a project with everything in its partition, whatever entity wrote it (members, groups, name
 * holders, logs, grants, entries, markup...), and its groups' refs. The project record goes first, so
 * from then on the project is gone for everyone; `between` runs next (the files' storage is given back
 * while their entries can still be read); the rest follows. Answers the ids of its members.
 * Raw because it spans every entity of the partition, which an entity query cannot (it keeps its own
 * items only), and deletes by key in batches.
 */
export async function removeProjectPartition(
  projectId: string,
  between: () => Promise<void>,
): Promise<{ memberIds: string[] }> {
  const { Key, TableName } = project.get({ id: projectId }).params() as {
    Key: PartitionKey;
    TableName: string;
  };
  const items = await partitionKeys(TableName, Key.pk);
  const rest = items.filter((k) => k.sk !== Key.sk);
  const memberIds = rest.filter((k) => k.sk.startsWith('MEMBER#')).map((k) => k.sk.slice('MEMBER#'.length));
  const refs = rest
    .filter((k) => k.sk.startsWith('GROUP#'))
    .map(
      (k) => (groupRef.get({ groupId: k.sk.slice('GROUP#'.length) }).params() as { Key: PartitionKey }).Key,
    );
  await project.delete({ id: projectId }).go();
  await between();
  await deleteKeys(TableName, [...rest, ...refs]);
  return { memberIds };
}

async function partitionKeys(TableName: string, pk: string): Promise<PartitionKey[]> {
  const keys: PartitionKey[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PRIMARY.pk, '#sk': PRIMARY.sk },
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: '#pk, #sk',
        ExclusiveStartKey: startKey,
      }),
    );
    keys.push(...((out.Items ?? []) as PartitionKey[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return keys;
}

async function deleteKeys(TableName: string, keys: PartitionKey[]) {
  for (let i = 0; i < keys.length; i += 25) {
    let request: Record<string, { DeleteRequest: { Key: PartitionKey } }[]> | undefined = {
      [TableName]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
    }
  }
}

/** The project's read by id for a batch (keyReader.ts: built without ElectroDB, it is on every project check). */
export const projectRequest = keyRequest(project);
