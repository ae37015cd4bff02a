import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { keys } from '../lib/db/keys.ts';

/**
 * A stored S3 object. Entries reference objects by id (their `fileId`); one object may back many
 * entries (instant upload), so it is deleted only when the last reference goes. An object no entry
 * references yet (merged, not saved) sits in an index and is swept when old.
 */
export interface StoredObject {
  objectId: string;
  s3Key: string;
  size: number;
  /** The MD5 the uploader claimed. */
  md5: string;
  /** Set by the verification run: whether the stored bytes hash to `md5`. */
  verified: boolean;
  actualMd5?: string;
  refCount: number;
  uploaderId: string;
  createdAt: string;
}

export async function registerObject(o: Omit<StoredObject, 'verified' | 'refCount' | 'createdAt'>) {
  const object: StoredObject = { ...o, verified: false, refCount: 0, createdAt: new Date().toISOString() };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.storedObject(o.objectId),
        type: 'object',
        ...object,
        gsi1pk: keys.unreferencedObjects,
        gsi1sk: object.createdAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return object;
}

export async function getObject(objectId: string): Promise<StoredObject | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.storedObject(objectId), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  const { pk: _p, sk: _s, type: _t, gsi1pk: _g, gsi1sk: _gs, ...object } = out.Item;
  return object as StoredObject;
}

/**
 * A transaction item adding one reference. `live` (instant upload) also requires an existing
 * reference, so an object whose last reference is going away is never revived.
 */
export function referenceItem(objectId: string, live: boolean) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.storedObject(objectId),
      UpdateExpression: 'SET refCount = refCount + :one REMOVE gsi1pk, gsi1sk',
      ConditionExpression: live ? 'refCount > :zero' : 'attribute_exists(pk)',
      ExpressionAttributeValues: live ? { ':one': 1, ':zero': 0 } : { ':one': 1 },
    },
  };
}

/** Drops one reference; the last one deletes the record, its content index and the S3 object. */
export async function dereference(objectId: string): Promise<void> {
  let left: number;
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.storedObject(objectId),
        UpdateExpression: 'SET refCount = refCount - :one',
        ConditionExpression: 'refCount > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    left = Number(out.Attributes?.refCount ?? 0);
    if (left > 0) return;
    await deleteObject(out.Attributes as unknown as StoredObject);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return; // already gone
    throw error;
  }
}

/** Deletes an unreferenced object: record and index first (so nothing new can reference it), then the bytes. */
export async function deleteObject(object: StoredObject): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.storedObject(object.objectId),
              ConditionExpression: 'refCount = :zero',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
  await dynamo
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.contentIndex(object.md5, object.size),
        ConditionExpression: 'objectId = :id',
        ExpressionAttributeValues: { ':id': object.objectId },
      }),
    )
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
  await s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: object.s3Key }));
  return true;
}

/** The verified object holding this content, if any (instant upload). */
export async function findContent(md5: string, size: number): Promise<StoredObject | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.contentIndex(md5, size), ConsistentRead: true }),
  );
  const objectId = out.Item?.objectId as string | undefined;
  if (!objectId) return null;
  const object = await getObject(objectId);
  return object && object.refCount > 0 && object.verified ? object : null;
}

/** Records the verification result; matching content becomes available for instant upload. */
export async function markVerified(object: StoredObject, actualMd5: string): Promise<boolean> {
  const matches = actualMd5 === object.md5;
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.storedObject(object.objectId),
      UpdateExpression: 'SET verified = :v, actualMd5 = :a',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':v': matches, ':a': actualMd5 },
    }),
  );
  if (!matches) return false;
  // The first verified copy of some content is the one instant uploads reference.
  await dynamo
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.contentIndex(object.md5, object.size), type: 'content', objectId: object.objectId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
  return true;
}

/** Removes an object's record only (its bytes belong to another record). */
export async function forgetRecord(objectId: string) {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.storedObject(objectId) }));
}

/** Unreferenced objects created before `before` (ISO), oldest first. */
export async function staleUnreferenced(before: string, limit = 100): Promise<StoredObject[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk < :before',
      ExpressionAttributeValues: { ':p': keys.unreferencedObjects, ':before': before },
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as StoredObject[];
}
