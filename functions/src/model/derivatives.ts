import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { filesBucket, s3 } from '../lib/aws/s3.ts';

/**
 * Where a model's derivatives live: models/<project>/<entry>/<run>/ (model.glb, tree.json,
 * upgraded.glb). One prefix per run, so a failed or stale run is removed without touching the
 * outputs of the run that succeeded, and one prefix per entry, so deleting the file removes them all.
 */
export const entryPrefix = (projectId: string, entryId: string) => `models/${projectId}/${entryId}/`;
export const runPrefix = (projectId: string, entryId: string, runId: string) =>
  `${entryPrefix(projectId, entryId)}${runId}/`;
export const projectPrefix = (projectId: string) => `models/${projectId}/`;

const URL_SECONDS = 3600;

export async function putDerivative(key: string, body: Uint8Array | string, contentType: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** An object's bytes, or only its first `firstBytes`. */
export async function readDerivative(key: string, firstBytes?: number): Promise<Uint8Array> {
  const Range = firstBytes ? `bytes=0-${firstBytes - 1}` : undefined;
  const out = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range }));
  return out.Body!.transformToByteArray();
}

export async function derivativeSize(key: string): Promise<number> {
  const out = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
  return out.ContentLength ?? -1;
}

/** Deletes every object under a prefix (1,000 per call); returns how many went. */
export async function deletePrefix(prefix: string): Promise<number> {
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (objects.length) {
      await s3.send(
        new DeleteObjectsCommand({ Bucket: filesBucket(), Delete: { Objects: objects, Quiet: true } }),
      );
      removed += objects.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}

/** A deleted file's derivatives (its parse and upgrade outputs of every run). */
export const deleteModelDerivatives = (projectId: string, entryId: string) =>
  deletePrefix(entryPrefix(projectId, entryId));

/** A presigned GET; with a file name the browser saves it under that name. */
export async function derivativeUrl(key: string, downloadName?: string): Promise<string> {
  const disposition = downloadName
    ? `attachment; filename="${downloadName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`
    : undefined;
  return getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: filesBucket(), Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: URL_SECONDS },
  );
}
