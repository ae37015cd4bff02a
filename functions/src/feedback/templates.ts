import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { sortableId } from '../lib/db/ids.ts';
import { keys } from '../lib/db/keys.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';

/** Reply templates (spec 3 §1, §7): texts administrators pick from when replying, per tenant. */
export interface ReplyTemplate {
  id: string;
  content: string;
  createTime: string;
  updateTime: string;
  createUser: string;
}

export async function listTemplates(caller: Caller): Promise<ReplyTemplate[]> {
  const found: ReplyTemplate[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)',
        ExpressionAttributeValues: {
          ':pk': keys.feedbackTemplate(caller.tenantId, '').pk,
          ':t': 'TEMPLATE#',
        },
        ProjectionExpression: 'id, content, createTime, updateTime, createUser',
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((out.Items ?? []) as ReplyTemplate[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Creates a template, or changes the one named by `id` (which must exist). */
export async function submitTemplate(caller: Caller, content: string, id?: string): Promise<ReplyTemplate> {
  const now = new Date().toISOString();
  const template: ReplyTemplate = {
    id: id ?? sortableId(),
    content,
    createTime: now,
    updateTime: now,
    createUser: caller.userId,
  };
  try {
    if (id) {
      const existing = (await listTemplates(caller)).find((t) => t.id === id);
      if (!existing) throw new NotFoundError('feedback.templateNotFound');
      template.createTime = existing.createTime;
      template.createUser = existing.createUser;
    }
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.feedbackTemplate(caller.tenantId, template.id),
          type: 'feedbackTemplate',
          ...template,
        },
        ConditionExpression: id ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new NotFoundError('feedback.templateNotFound');
    throw error;
  }
  return template;
}

/** Removes every listed template or none. */
export async function removeTemplates(caller: Caller, ids: string[]): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [...new Set(ids)].map((id) => ({
          Delete: {
            TableName: tableName(),
            Key: keys.feedbackTemplate(caller.tenantId, id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        })),
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new NotFoundError('feedback.templateNotFound');
    throw error;
  }
}
