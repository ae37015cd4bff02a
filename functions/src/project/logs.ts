import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { sortableId } from '../lib/db/ids.ts';
import { decodeCursor, encodeCursor } from '../lib/db/paging.ts';
import { recordOf } from '../lib/db/records.ts';

export type MembershipAction = 'added' | 'removed' | 'quit' | 'roleChanged' | 'groupChanged';

/** One change to a project's membership, for the invite list and the records list of project settings. */
export interface MembershipLog {
  id: string;
  projectId: string;
  action: MembershipAction;
  userId: string;
  account: string;
  memberName: string;
  roleStatus: 'user' | 'admin';
  groupId: string;
  byUserId: string;
  byAccount: string;
  createTime: string;
}

export async function logMembership(entries: Omit<MembershipLog, 'id' | 'createTime'>[], now = new Date()) {
  for (const entry of entries) {
    const id = sortableId(now);
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `PROJECT#${entry.projectId}`,
          sk: `LOG#${id}`,
          type: 'membershipLog',
          id,
          createTime: now.toISOString(),
          ...entry,
        },
      }),
    );
  }
}

/** Newest first; `added` only for the invite list. */
export async function membershipLogs(projectId: string, onlyAdded: boolean, limit: number, cursor?: string) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :log)',
      FilterExpression: onlyAdded ? '#a = :added' : undefined,
      ExpressionAttributeNames: onlyAdded ? { '#a': 'action' } : undefined,
      ExpressionAttributeValues: {
        ':pk': `PROJECT#${projectId}`,
        ':log': 'LOG#',
        ...(onlyAdded ? { ':added': 'added' } : {}),
      },
      ScanIndexForward: false,
      Limit: limit,
      // A cursor that is not one of ours is a 400, not a database error (issue 14).
      ExclusiveStartKey: cursor
        ? decodeCursor(cursor, ['pk', 'sk'], ['pk', `PROJECT#${projectId}`])
        : undefined,
    }),
  );
  return {
    records: (out.Items ?? []).map((item) => recordOf<MembershipLog>(item)),
    cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey as Record<string, string>) : undefined,
  };
}
