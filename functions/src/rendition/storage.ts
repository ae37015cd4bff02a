import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { normalizeSuffix } from '@loopline/shared';
import { filesBucket, s3 } from '../lib/aws/s3.ts';

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

export async function putBytes(key: string, bytes: Uint8Array | string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: bytes, ContentType: contentType }),
  );
}

export async function readBytes(key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
}
