import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PREVIEW_STATE } from '@loopline/shared';
import { type Entry, toEntry } from '../file/model.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

/** The stored entry, read consistently (the worker must see the state it just claimed). */
export async function readEntry(projectId: string, id: string): Promise<Entry | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.entry(projectId, id), ConsistentRead: true }),
  );
  return out.Item ? toEntry(out.Item) : null;
}

async function conditional(update: () => Promise<unknown>): Promise<boolean> {
  try {
    await update();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Moves a live entry from 0 (not started) to 1 (loading). Only one caller wins, so a save and a
 * first preview racing start one conversion between them.
 */
export async function claimConversion(projectId: string, id: string): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(projectId, id),
        UpdateExpression: 'SET preview = :loading REMOVE previewMessage',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(preview) OR preview = :none)',
        ExpressionAttributeValues: { ':loading': PREVIEW_STATE.loading, ':none': PREVIEW_STATE.notStarted },
      }),
    ),
  );
}

/** A failed conversion back to 0 (not started), so it can be claimed and run again. */
export async function resetFailed(projectId: string, id: string): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(projectId, id),
        UpdateExpression: 'SET preview = :none REMOVE previewMessage',
        ConditionExpression: 'attribute_exists(pk) AND preview = :failed',
        ExpressionAttributeValues: { ':failed': PREVIEW_STATE.failed, ':none': PREVIEW_STATE.notStarted },
      }),
    ),
  );
}

/** Gives a claim back (the workflow could not be started), so the next preview tries again. */
export async function releaseClaim(projectId: string, id: string): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(projectId, id),
        UpdateExpression: 'SET preview = :none',
        ConditionExpression: 'attribute_exists(pk) AND preview = :loading',
        ExpressionAttributeValues: { ':loading': PREVIEW_STATE.loading, ':none': PREVIEW_STATE.notStarted },
      }),
    ),
  );
}

export interface Outcome {
  preview: typeof PREVIEW_STATE.loaded | typeof PREVIEW_STATE.failed;
  /** Message key, with failures. */
  message?: string;
  thumbnailKey?: string;
}

/**
 * Ends a conversion: 1 → 2 (with the thumbnail) or 1 → -1 (with the reason). False when the entry
 * is gone (deleted while converting) or no longer loading; the caller then removes what it wrote.
 */
export async function finishConversion(projectId: string, id: string, outcome: Outcome): Promise<boolean> {
  const sets = ['preview = :state'];
  const values: Record<string, unknown> = { ':state': outcome.preview, ':loading': PREVIEW_STATE.loading };
  if (outcome.message) {
    sets.push('previewMessage = :message');
    values[':message'] = outcome.message;
  }
  if (outcome.thumbnailKey) {
    sets.push('thumbnailKey = :thumb');
    values[':thumb'] = outcome.thumbnailKey;
  }
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(projectId, id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND preview = :loading',
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

/** Records the thumbnail of a file shown as is (its preview state does not change). */
export async function setThumbnail(projectId: string, id: string, thumbnailKey: string): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(projectId, id),
        UpdateExpression: 'SET thumbnailKey = :thumb',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':thumb': thumbnailKey },
      }),
    ),
  );
}
