import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import type { ProjectGroup } from './model.ts';

/** Sets (or clears, with null) the group of a member who is not the creator. */
export async function updateGroupMembership(projectId: string, userId: string, group: ProjectGroup | null) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.projectMember(projectId, userId),
      UpdateExpression: 'SET groupId = :g, groupKind = :k',
      ConditionExpression: 'attribute_exists(pk) AND #r <> :creator',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: {
        ':g': group?.id ?? '',
        ':k': group?.groupInit ?? 'custom',
        ':creator': 'creator',
      },
    }),
  );
}
