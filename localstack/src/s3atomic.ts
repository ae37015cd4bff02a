import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What s3rver's filesystem store hands its `putObject` (lib/stores/filesystem.js). */
interface StoredObject {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  content: Buffer | NodeJS.ReadableStream;
}

/** The part of s3rver's filesystem store this replaces and uses. */
export interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/**
 * Makes the local S3 replace an object in one step, as S3 does. s3rver writes an object's file in
 * place (truncate, then write), so a GET beside a PUT of the same key could read an empty or half
 * file — a saved JSON copy read while it was being rewritten answered 500 (the `glitch` work). Here
 * the content goes to a file of its own in the same folder and is renamed over the object's, so a
 * reader sees the old object or the new one, never part of one. The temporary name does not end in
 * s3rver's object suffix, so listings never show it.
 */
export function atomicPuts(store: FilesystemStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomBytes(6).toString('hex')}.partial`;
    const md5 = createHash('md5');
    let size = 0;
    try {
      if (Buffer.isBuffer(object.content)) {
        md5.update(object.content);
        size = object.content.length;
        await writeFile(partial, object.content);
      } else {
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            md5.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(object.content, measure, createWriteStream(partial));
      }
      await rename(partial, objectPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
