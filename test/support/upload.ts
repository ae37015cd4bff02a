import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type UploadApi, uploadApi } from '../../frontend/src/upload/api.ts';
import { runUpload, type UploadHooks, type UploadOptions } from '../../frontend/src/upload/engine.ts';
import { call } from './client.ts';
import { testDb } from './db.ts';
import type { Person } from './projects.ts';
import { readUntil } from './wait.ts';

/** The SPA's upload engine over plain fetch, signed in as `who`. */
export function apiFor(
  who: Person,
  prefix: '/api/cloud/file' | '/api/oss/file' = '/api/cloud/file',
): UploadApi {
  const token = who.tokens.access_token;
  return uploadApi(
    async (path, body) => (await call(path, { token, body })).body as never,
    async (path, query) =>
      (
        await call(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
          token,
        })
      ).body as never,
    prefix,
  );
}

/** Uploads bytes as a file through the real client flow. */
export async function upload(
  who: Person,
  target: { projectId: string; dirId?: string },
  fileName: string,
  bytes: Uint8Array,
  extra: Partial<UploadHooks> & { relativePath?: string; uploadKey?: string; options?: UploadOptions } = {},
) {
  return runUpload(
    apiFor(who),
    {
      file: new Blob([bytes as BlobPart]),
      fileName,
      projectId: target.projectId,
      dirId: target.dirId ?? target.projectId,
      relativePath: extra.relativePath,
      uploadKey: extra.uploadKey,
    },
    { signal: new AbortController().signal, confirm: async () => true, ...extra },
    extra.options,
  );
}

/** Deterministic pseudo-random bytes (xorshift), so a size always gives the same content. */
export function bytesOf(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
    out[i + 1] = (x >>> 8) & 255;
    out[i + 2] = (x >>> 16) & 255;
    out[i + 3] = (x >>> 24) & 255;
  }
  return out;
}

export async function storedObject(objectId: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({
      TableName: table,
      Key: { pk: `OBJECT#${objectId}`, sk: 'OBJECT' },
      ConsistentRead: true,
    }),
  );
  return out.Item as { refCount: number; verified: boolean; s3Key: string; size: number } | undefined;
}

/** Waits for the verification run of a merged object. */
export async function verified(objectId: string) {
  const object = await readUntil(
    () => storedObject(objectId),
    (o) => !!o?.verified,
    `the verification of object ${objectId}`,
  );
  return object!;
}
