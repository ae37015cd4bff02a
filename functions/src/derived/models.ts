import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
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
