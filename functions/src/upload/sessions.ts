import { randomUUID } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  NoSuchUpload,
  type Part,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { uploadSession } from '../entities/uploadSession.ts';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';

const SESSION_DAYS = 7;
export const PART_URL_SECONDS = 24 * 3600;

/** A multipart upload of one user's file (by content), resumable until merged or expired. */
export interface UploadSession {
  userId: string;
  md5: string;
  size: number;
  fileName: string;
  chunkSize: number;
  chunkNum: number;
  s3Key: string;
  s3UploadId: string;
  createdAt: string;
  /** Set once merged: the stored object the parts became. */
  objectId?: string;
}

const sessionKey = (s: Pick<UploadSession, 'userId' | 'md5' | 'size'>) => ({
  userId: s.userId,
  md5: s.md5,
  size: s.size,
});

export async function getSession(userId: string, md5: string, size: number): Promise<UploadSession | null> {
  const out = await uploadSession.get({ userId, md5, size }).go({ consistent: true });
  return out.data ?? null;
}

export async function createSession(
  s: Pick<UploadSession, 'userId' | 'md5' | 'size' | 'fileName' | 'chunkSize' | 'chunkNum'>,
): Promise<UploadSession> {
  const s3Key = `uploads/${s.userId}/${randomUUID()}`;
  const created = await s3.send(new CreateMultipartUploadCommand({ Bucket: filesBucket(), Key: s3Key }));
  const session: UploadSession = {
    ...s,
    s3Key,
    s3UploadId: created.UploadId ?? '',
    createdAt: new Date().toISOString(),
  };
  await putSession(session);
  return session;
}

async function putSession(session: UploadSession) {
  await uploadSession
    .put({ ...session, expiresAt: Math.floor(Date.now() / 1000) + SESSION_DAYS * 86400 })
    .go({ response: 'none' });
}

/**
 * Files a merged provisional session (started before its MD5 was known) under the MD5 it was
 * merged as, so the identifier answers the caller's own content at once, as after an upload
 * started by MD5. An unfinished upload of the same content by MD5 is abandoned (its parts are
 * not needed any more).
 */
export async function bindSession(merged: UploadSession & { objectId: string }, md5: string) {
  const previous = await getSession(merged.userId, md5, merged.size);
  if (previous && !previous.objectId) await dropSession(previous);
  await putSession({ ...merged, md5 });
}

/** Aborts the S3 upload (unless merged) and forgets the session. */
export async function dropSession(session: UploadSession) {
  if (!session.objectId) {
    await s3
      .send(
        new AbortMultipartUploadCommand({
          Bucket: filesBucket(),
          Key: session.s3Key,
          UploadId: session.s3UploadId,
        }),
      )
      .catch((error) => {
        if (!(error instanceof NoSuchUpload)) throw error;
      });
  }
  await uploadSession.delete(sessionKey(session)).go({ response: 'none' });
}

/** The parts S3 holds for a session (ListParts, every page). An expired upload holds none. */
export async function storedParts(session: UploadSession): Promise<Part[]> {
  const parts: Part[] = [];
  let marker: string | undefined;
  try {
    do {
      const out = await s3.send(
        new ListPartsCommand({
          Bucket: filesBucket(),
          Key: session.s3Key,
          UploadId: session.s3UploadId,
          PartNumberMarker: marker,
        }),
      );
      parts.push(...(out.Parts ?? []));
      marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (error instanceof NoSuchUpload) return [];
    throw error;
  }
  return parts;
}

/** Presigned PUT addresses of the given parts. */
export async function partUrls(session: UploadSession, partNumbers: number[]) {
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        presigner,
        new UploadPartCommand({
          Bucket: filesBucket(),
          Key: session.s3Key,
          UploadId: session.s3UploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: PART_URL_SECONDS },
      ),
    })),
  );
}

export async function completeUpload(session: UploadSession, parts: Part[]) {
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: filesBucket(),
      Key: session.s3Key,
      UploadId: session.s3UploadId,
      MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) },
    }),
  );
  const head = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: session.s3Key }));
  return Number(head.ContentLength ?? -1);
}

/** Marks a session merged; a concurrent merge that got there first wins and its object is answered. */
export async function markMerged(session: UploadSession, objectId: string): Promise<string> {
  const out = await uploadSession
    .update(sessionKey(session))
    .data((a, op) => op.ifNotExists(a.objectId, objectId))
    .go({ response: 'all_new' });
  return String(out.data?.objectId ?? objectId);
}

/** A completed upload that failed its checks: the object and the session go. */
export async function discardCompleted(session: UploadSession) {
  await s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: session.s3Key }));
  await uploadSession.delete(sessionKey(session)).go({ response: 'none' });
}
