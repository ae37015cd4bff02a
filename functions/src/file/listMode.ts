import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ListMode } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

/** The file manager's list or thumbnail mode, saved per user (spec 1 §2). */
export async function getListMode(userId: string): Promise<ListMode> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.fileListMode(userId) }));
  return (out.Item?.mode as ListMode | undefined) ?? 'list';
}

export async function setListMode(userId: string, mode: ListMode) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.fileListMode(userId),
        type: 'fileListMode',
        mode,
        updateTime: new Date().toISOString(),
      },
    }),
  );
}
