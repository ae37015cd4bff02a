import { randomUUID } from 'node:crypto';
import { CHUNK_SIZE, chunkCount, type FileIdentity, uploadSizeProblem } from '@loopline/shared';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { findContent, forgetRecord, getObject, registerObject } from '../objects/index.ts';
import { acceptProof, type Challenge, issueChallenge } from './possession.ts';
import {
  bindSession,
  completeUpload,
  createSession,
  discardCompleted,
  dropSession,
  getSession,
  markMerged,
  partUrls,
  storedParts,
  type UploadSession,
} from './sessions.ts';
import { requireStorage } from './wiring.ts';

export type { FileIdentity };

/**
 * A provisional upload: its parts start before the MD5 is known (hashing and sending overlap), so
 * its session is found by a key the client chose (`uploadKey`) instead of the MD5; merge names the
 * MD5. The key sits in the MD5's place of the session key, prefixed so that it can never equal an
 * MD5: the identifier and the MD5 calls never meet a provisional session, nor it theirs.
 */
export const provisionalSlot = (uploadKey: string) => `upload-${uploadKey}`;

/** Which session a call means: the one of a content (MD5) or a provisional one (upload key). */
export type SessionRef = { md5: string; uploadKey?: undefined } | { uploadKey: string; md5?: string };
/**
 * The session a call names with exactly one of `md5` and `uploadKey` (a 400 otherwise), joined to
 * the rest of the call's fields.
 */
export function sessionRef<T extends object>(
  given: { md5?: string; uploadKey?: string },
  rest: T,
): T & SessionRef {
  if (!given.md5 === !given.uploadKey) throw new BadRequestError('upload.failed');
  return given.uploadKey
    ? { ...rest, uploadKey: given.uploadKey, md5: undefined }
    : { ...rest, md5: given.md5 as string, uploadKey: undefined };
}

const slotOf = (ref: { md5?: string; uploadKey?: string }) =>
  ref.uploadKey ? provisionalSlot(ref.uploadKey) : (ref.md5 ?? '');

/** The part layout of a file, by MD5 or by a provisional upload key. */
export type PartLayout = Omit<FileIdentity, 'md5'> & SessionRef;

/** Parts of at least 5 MB (S3's floor), at most 10,000 of them, matching the size. */
function checkShape(f: Omit<FileIdentity, 'md5'>) {
  const sizeProblem = uploadSizeProblem(f.fileSize);
  if (sizeProblem) throw new BadRequestError(sizeProblem);
  const validChunk = f.chunkSize >= CHUNK_SIZE && f.chunkSize <= 512 * 1024 * 1024;
  if (!validChunk || f.chunkNum !== chunkCount(f.fileSize, f.chunkSize) || f.chunkNum > 10_000)
    throw new BadRequestError('upload.chunkSizeInvalid');
}

export interface Identification {
  isSecond: boolean;
  /** The stored object to save when isSecond; '' otherwise. */
  id: string;
  /** Parts S3 already holds for the caller's unfinished upload of this content. */
  chunkList: number[];
  /** Set when the content exists: answer it to upload instantly. */
  challenge?: Challenge;
}

/**
 * "Identifier by MD5" (spec 1 §4). Content the caller merged before is theirs at once; content
 * someone else stored needs a proof of possession (a challenge first, then `challengeId` + `proof`);
 * otherwise the parts of the caller's unfinished upload are listed so it resumes.
 */
export async function identify(
  caller: Caller,
  md5: string,
  size: number,
  answer?: { challengeId: string; proof: string },
): Promise<Identification> {
  if (answer) {
    const objectId = await acceptProof(caller.userId, answer.challengeId, answer.proof);
    return { isSecond: true, id: objectId, chunkList: [] };
  }
  const session = await getSession(caller.userId, md5, size);
  if (session?.objectId) {
    const object = await getObject(session.objectId);
    if (object) return { isSecond: true, id: object.objectId, chunkList: [] };
    await dropSession(session);
  }
  const existing = await findContent(md5, size);
  if (existing)
    return {
      isSecond: false,
      id: '',
      chunkList: [],
      challenge: await issueChallenge(caller.userId, existing),
    };
  if (!session) return { isSecond: false, id: '', chunkList: [] };
  const parts = await storedParts(session);
  return { isSecond: false, id: '', chunkList: parts.map((p) => Number(p.PartNumber)).sort((a, b) => a - b) };
}

/**
 * Starts (or resumes) the caller's multipart upload of this content (or of this provisional
 * upload key) and answers presigned PUT addresses for every part, with the parts already stored.
 */
export async function initMultipart(caller: Caller, f: PartLayout) {
  checkShape(f);
  await requireStorage(caller, f.fileSize);
  const slot = slotOf(f);
  let session = await getSession(caller.userId, slot, f.fileSize);
  if (session && (session.objectId || session.chunkSize !== f.chunkSize)) {
    if (!session.objectId) await dropSession(session);
    else session = null;
  }
  session ??= await createSession({
    userId: caller.userId,
    md5: slot,
    size: f.fileSize,
    fileName: f.fileName,
    chunkSize: f.chunkSize,
    chunkNum: f.chunkNum,
  });
  const done = (await storedParts(session)).map((p) => Number(p.PartNumber));
  const partList = await partUrls(
    session,
    Array.from({ length: f.chunkNum }, (_, i) => i + 1),
  );
  return { uploadId: session.s3UploadId, chunkUrlData: { partList }, chunkList: done };
}

/**
 * Completes the upload after checking S3 holds every part with the right size (and, when the
 * client lists them, the ETags it received) and that the whole object has the file's size.
 * Merging twice answers the same object. Verification of the content's MD5 runs afterwards.
 * A provisional upload (`uploadKey`) is merged as the MD5 given now and then filed under it.
 */
export async function mergeMultipart(
  caller: Caller,
  f: FileIdentity & { uploadKey?: string; parts?: { partNumber: number; etag: string }[] },
) {
  checkShape(f);
  const session = await getSession(caller.userId, slotOf(f), f.fileSize);
  if (!session) throw new NotFoundError('upload.sessionNotFound');
  if (session.objectId) return { id: session.objectId };
  if (session.chunkSize !== f.chunkSize) throw new BadRequestError('upload.chunkSizeInvalid');
  const parts = await storedParts(session);
  const byNumber = new Map(parts.map((p) => [Number(p.PartNumber), p]));
  const missing = [];
  for (let n = 1; n <= f.chunkNum; n++) {
    const part = byNumber.get(n);
    const expected = n < f.chunkNum ? f.chunkSize : f.fileSize - f.chunkSize * (f.chunkNum - 1);
    if (!part || Number(part.Size) !== expected) missing.push(n);
  }
  if (missing.length) throw new BadRequestError('upload.partsMissing', { count: missing.length });
  const strip = (etag: string | undefined) => (etag ?? '').replaceAll('"', '');
  for (const given of f.parts ?? []) {
    if (strip(byNumber.get(given.partNumber)?.ETag) !== strip(given.etag))
      throw new BadRequestError('upload.partMismatch', { part: given.partNumber });
  }
  const ordered = Array.from({ length: f.chunkNum }, (_, i) => byNumber.get(i + 1)!);
  const storedSize = await completeUpload(session, ordered);
  if (storedSize !== f.fileSize) {
    await discardCompleted(session);
    throw new BadRequestError('upload.sizeMismatch');
  }
  const id = await registerMerged(session, f.md5);
  if (f.uploadKey) await bindSession({ ...session, objectId: id }, f.md5);
  return { id };
}

async function registerMerged(session: UploadSession, md5: string): Promise<string> {
  const objectId = randomUUID();
  await registerObject({
    objectId,
    s3Key: session.s3Key,
    size: session.size,
    md5,
    uploaderId: session.userId,
  });
  const winner = await markMerged(session, objectId);
  if (winner !== objectId) {
    // A concurrent merge of the same parts registered the same S3 object first.
    await forgetRecord(objectId);
    return winner;
  }
  await startWorkflow('verifyUpload', { objectId }, `verify-${objectId}`);
  return objectId;
}

/** Cancels the caller's unfinished upload of this content or provisional key (aborts the S3 upload). */
export async function abortMultipart(caller: Caller, ref: SessionRef, size: number) {
  const session = await getSession(caller.userId, slotOf(ref), size);
  if (session && !session.objectId) await dropSession(session);
}
