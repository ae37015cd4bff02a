import { GetObjectCommand } from '@aws-sdk/client-s3';
import { filesBucket, s3 } from '../lib/aws/s3.ts';
import { centralDirectoryOf, listCentralDirectory, mainModelOf, ZIP_TAIL_BYTES } from '../model/index.ts';
import type { StoredObject } from '../objects/index.ts';

/** The central directory is read whole; one this large is not a model archive's. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

async function bytesOf(s3Key: string, start: number, end: number): Promise<Uint8Array> {
  const out = await s3.send(
    new GetObjectCommand({ Bucket: filesBucket(), Key: s3Key, Range: `bytes=${start}-${end - 1}` }),
  );
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
}

/**
 * The main model of a stored zip, read from its tail and its central directory only (two ranged
 * reads, whatever the archive's size), or why the object cannot be saved as a model archive.
 */
export async function inspectModelArchive(object: StoredObject) {
  const notZip = { problem: 'model.zipNotZip' } as const;
  if (object.size < 22) return notZip;
  const tailStart = Math.max(0, object.size - ZIP_TAIL_BYTES);
  const where = centralDirectoryOf(await bytesOf(object.s3Key, tailStart, object.size));
  if (!where || where.size > MAX_DIRECTORY_BYTES || where.offset + where.size > object.size) return notZip;
  const files = listCentralDirectory(await bytesOf(object.s3Key, where.offset, where.offset + where.size));
  return files ? mainModelOf(files) : notZip;
}
