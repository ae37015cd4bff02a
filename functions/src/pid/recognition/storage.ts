import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { filesBucket, s3 } from '../../lib/aws/s3.ts';

/** S3 reads and writes of a recognition run (the layout is derived/pid.ts). */
export async function putText(key: string, text: string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: text, ContentType: contentType }),
  );
}

export async function readBytes(key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
}

/** A stored text, or null when it is not there (a run that never wrote it). */
export async function readText(key: string): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readBytes(key));
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
