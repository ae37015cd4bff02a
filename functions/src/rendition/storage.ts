import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { normalizeSuffix, type PreviewRendition } from '@loopline/shared';
import { filesBucket, s3 } from '../lib/aws/s3.ts';

/** Presigned preview addresses live as long as a download's. */
const URL_SECONDS = 3600;

/** Where a converted view and a thumbnail are stored: per entry, so deleting the entry deletes them. */
export interface Located {
  projectId: string;
  id: string;
}

/** File name extension and content type of each converted rendition. */
export const RENDITION_FILES: Record<Exclude<PreviewRendition, 'original'>, { ext: string; type: string }> = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  svg: { ext: 'svg', type: 'image/svg+xml' },
  png: { ext: 'png', type: 'image/png' },
  mp4: { ext: 'mp4', type: 'video/mp4' },
  mp3: { ext: 'mp3', type: 'audio/mpeg' },
  text: { ext: 'txt', type: 'text/plain; charset=utf-8' },
};

/** Content types of the originals the viewers read directly (stored objects carry none of their own). */
const ORIGINAL_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  mid: 'audio/midi',
};

export function originalContentType(suffix: string): string {
  return ORIGINAL_TYPES[normalizeSuffix(suffix)] ?? 'application/octet-stream';
}

const prefix = (e: Located) => `previews/${e.projectId}/${e.id}/`;

export function renditionKey(e: Located, rendition: Exclude<PreviewRendition, 'original'>): string {
  return `${prefix(e)}view.${RENDITION_FILES[rendition].ext}`;
}

export function thumbnailKeyOf(e: Located): string {
  return `${prefix(e)}thumb.png`;
}

export async function putBytes(key: string, bytes: Uint8Array | string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: bytes, ContentType: contentType }),
  );
}

export async function readBytes(key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
}

/** A presigned GET shown inline; `contentType` overrides what the object was stored with. */
export async function presignedView(key: string, contentType?: string): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: 'inline',
    }),
    { expiresIn: URL_SECONDS },
  );
}

/** Removes every rendition and the thumbnail of an entry (missing objects are fine). */
export async function deleteRenditionObjects(e: Located) {
  const keys = [
    ...Object.keys(RENDITION_FILES).map((r) => renditionKey(e, r as keyof typeof RENDITION_FILES)),
    thumbnailKeyOf(e),
  ];
  await Promise.all(keys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key }))));
}
