import { randomUUID } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_PICTURES_MAX,
  type FeedbackPictureType,
  pictureProblem,
} from '@loopline/shared';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import type { Caller } from '../lib/http/route.ts';

/**
 * Feedback pictures live in the files bucket under `feedback/<tenant>/<user>/`. They arrive either
 * inside a multipart `insertFeedback` (small sets) or straight from the browser through a presigned
 * PUT (any set up to 9 × 10 MB), and are shown through presigned GETs.
 */
const UPLOAD_URL_SECONDS = 15 * 60;
const VIEW_URL_SECONDS = 60 * 60;
const EXT: Record<FeedbackPictureType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export function picturePrefix(caller: Pick<Caller, 'tenantId' | 'userId'>): string {
  return `feedback/${caller.tenantId}/${caller.userId}/`;
}

function newKey(caller: Caller, type: FeedbackPictureType): string {
  return `${picturePrefix(caller)}${randomUUID()}.${EXT[type]}`;
}

/** Whether a key is one of this caller's picture keys (shape and prefix). */
export function isOwnPictureKey(caller: Caller, key: string): boolean {
  const prefix = picturePrefix(caller);
  return key.startsWith(prefix) && /^[0-9a-f-]{36}\.(jpg|png)$/.test(key.slice(prefix.length));
}

/** The picture's real type from its first bytes: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function sniffPictureType(head: Uint8Array): FeedbackPictureType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

/** A presigned PUT for one picture; the browser sends the file with the answered headers. */
export async function presignUpload(caller: Caller, contentType: FeedbackPictureType, size: number) {
  const key = newKey(caller, contentType);
  const url = await getSignedUrl(
    presigner,
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, ContentType: contentType, ContentLength: size }),
    { expiresIn: UPLOAD_URL_SECONDS },
  );
  return { key, url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresIn: UPLOAD_URL_SECONDS };
}

/** Checks multipart pictures (count, size, real type) before anything is stored. */
export function checkUploadedFiles(
  files: UploadedFile[],
): { file: UploadedFile; type: FeedbackPictureType }[] {
  if (files.length > FEEDBACK_PICTURES_MAX) throw new BadRequestError('feedback.tooManyPictures');
  return files.map((file) => {
    // The type is what the bytes are, whatever the part's header claims.
    const type = sniffPictureType(file.data);
    if (!type) throw new BadRequestError('feedback.pictureType');
    const problem = pictureProblem({ type, size: file.data.length });
    if (problem) throw new BadRequestError(problem);
    return { file, type };
  });
}

export async function storeFiles(caller: Caller, files: { file: UploadedFile; type: FeedbackPictureType }[]) {
  const stored: string[] = [];
  try {
    for (const { file, type } of files) {
      const key = newKey(caller, type);
      await s3.send(
        new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: file.data, ContentType: type }),
      );
      stored.push(key);
    }
  } catch (error) {
    await deletePictures(stored);
    throw error;
  }
  return stored;
}

async function head(key: string): Promise<{ size: number } | null> {
  try {
    const out = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
    return { size: out.ContentLength ?? 0 };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return null;
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

async function firstBytes(key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range: 'bytes=0-15' }));
  const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.slice(0, 16);
}

/**
 * Pictures uploaded through presigned PUTs: each key must be the caller's, exist, be under 10 MB
 * and really be a JPEG or PNG. A picture that is not is deleted.
 */
export async function verifyUploadedKeys(caller: Caller, pictureKeys: string[]): Promise<void> {
  if (pictureKeys.length > FEEDBACK_PICTURES_MAX) throw new BadRequestError('feedback.tooManyPictures');
  if (new Set(pictureKeys).size !== pictureKeys.length) throw new BadRequestError('feedback.pictureMissing');
  for (const key of pictureKeys) {
    if (!isOwnPictureKey(caller, key)) throw new BadRequestError('feedback.pictureMissing');
    const found = await head(key);
    if (!found) throw new BadRequestError('feedback.pictureMissing');
    if (found.size <= 0 || found.size >= FEEDBACK_PICTURE_MAX_BYTES) {
      await deletePictures([key]);
      throw new BadRequestError(found.size <= 0 ? 'feedback.pictureEmpty' : 'feedback.pictureSize');
    }
    const type = sniffPictureType(await firstBytes(key));
    if (!type || !key.endsWith(`.${EXT[type]}`)) {
      await deletePictures([key]);
      throw new BadRequestError('feedback.pictureType');
    }
  }
}

export async function deletePictures(pictureKeys: string[]): Promise<void> {
  for (let i = 0; i < pictureKeys.length; i += 1000) {
    const batch = pictureKeys.slice(i, i + 1000);
    if (batch.length === 0) continue;
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: filesBucket(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** `attachInfo` (spec 2 §3): each picture with a presigned address that works for an hour. */
export function pictureUrls(pictureKeys: string[]): Promise<{ key: string; proxyUrl: string }[]> {
  return Promise.all(
    pictureKeys.map(async (key) => ({
      key,
      proxyUrl: await getSignedUrl(presigner, new GetObjectCommand({ Bucket: filesBucket(), Key: key }), {
        expiresIn: VIEW_URL_SECONDS,
      }),
    })),
  );
}
