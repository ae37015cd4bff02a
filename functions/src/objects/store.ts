import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { contentIndex } from '../entities/contentIndex.ts';
import { ifCondition } from '../entities/errors.ts';
import { referenceObjectItem, storedObject } from '../entities/storedObject.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { filesBucket, s3 } from '../lib/aws/s3.ts';

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
  await storedObject.create(object).go({ response: 'none' });
  return object;
}

export async function getObject(objectId: string): Promise<StoredObject | null> {
  if (!objectId) return null;
  const out = await storedObject.get({ objectId }).go({ consistent: true });
  return out.data ?? null;
}

/**
 * A transaction item adding one reference. `live` (instant upload) also requires an existing
 * reference, so an object whose last reference is going away is never revived.
 */
export const referenceItem = referenceObjectItem;

/** A transaction item dropping `n` references (never below zero). */
export function dereferenceItem(objectId: string, n: number) {
  return txItem(
    storedObject
      .update({ objectId })
      .subtract({ refCount: n })
      .where((a, op) => op.gte(a.refCount, n)),
  );
}

/** Drops one reference; the last one deletes the record, its content index and the S3 object. */
export async function dereference(objectId: string): Promise<void> {
  let left: StoredObject | undefined;
  const dropped = await ifCondition(async () => {
    const out = await storedObject
      .update({ objectId })
      .subtract({ refCount: 1 })
      .where((a, op) => op.gt(a.refCount, 0))
      .go({ response: 'all_new' });
    left = out.data as StoredObject;
  });
  if (!dropped || !left || left.refCount > 0) return; // already gone, or still referenced
  await deleteObject(left);
}

/** Deletes an unreferenced object: record and index first (so nothing new can reference it), then the bytes. */
export async function deleteObject(object: StoredObject): Promise<boolean> {
  try {
    await transactWrite({
      object: txItem(
        storedObject.delete({ objectId: object.objectId }).where((a, op) => op.eq(a.refCount, 0)),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
  await ifCondition(() =>
    contentIndex
      .delete({ md5: object.md5, size: object.size })
      .where((a, op) => op.eq(a.objectId, object.objectId))
      .go({ response: 'none' }),
  );
  await s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: object.s3Key }));
  return true;
}

/** The verified object holding this content, if any (instant upload). */
export async function findContent(md5: string, size: number): Promise<StoredObject | null> {
  const out = await contentIndex.get({ md5, size }).go({ consistent: true });
  const objectId = out.data?.objectId;
  if (!objectId) return null;
  const object = await getObject(objectId);
  return object && object.refCount > 0 && object.verified ? object : null;
}

/** Records the verification result; matching content becomes available for instant upload. */
export async function markVerified(object: StoredObject, actualMd5: string): Promise<boolean> {
  const matches = actualMd5 === object.md5;
  await storedObject
    .patch({ objectId: object.objectId })
    .set({ verified: matches, actualMd5 })
    .go({ response: 'none' });
  if (!matches) return false;
  // The first verified copy of some content is the one instant uploads reference.
  await ifCondition(() =>
    contentIndex
      .create({ md5: object.md5, size: object.size, objectId: object.objectId })
      .go({ response: 'none' }),
  );
  return true;
}

/** Removes an object's record only (its bytes belong to another record). */
export async function forgetRecord(objectId: string) {
  await storedObject.delete({ objectId }).go({ response: 'none' });
}

/** Unreferenced objects created before `before` (ISO), oldest first. */
export async function staleUnreferenced(before: string, limit = 100): Promise<StoredObject[]> {
  const out = await storedObject.query.unreferenced({}).lt({ createdAt: before }).go({ limit, pages: 1 });
  return out.data;
}
