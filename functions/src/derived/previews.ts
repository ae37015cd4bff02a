import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PreviewRendition } from '@loopline/shared';
import { markupPage, markupPageKey } from '../entities/markupPage.ts';
import { filesBucket, presigner, s3 } from '../lib/aws/s3.ts';

/**
 * What previews leave per entry: converted views and a thumbnail in S3 (previews/<project>/<entry>/)
 * and the markup drawn on its pages. The rendition pipeline writes them; deleting an entry (file/)
 * removes them, so the layout and the removal live here, in a core module both use.
 */

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

const prefix = (e: Located) => `previews/${e.projectId}/${e.id}/`;

export function renditionKey(e: Located, rendition: Exclude<PreviewRendition, 'original'>): string {
  return `${prefix(e)}view.${RENDITION_FILES[rendition].ext}`;
}

export function thumbnailKeyOf(e: Located): string {
  return `${prefix(e)}thumb.png`;
}

/** A presigned GET shown inline; `contentType` overrides what the object was stored with. */
export async function presignedView(key: string, contentType?: string): Promise<string> {
  return getSignedUrl(
    presigner,
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

/** Removes every page of markup of the given files (their entries were deleted). */
export async function deleteMarkupOf(projectId: string, fileIds: string[]) {
  for (const fileId of fileIds) {
    const out = await markupPage.query
      .byPage({ projectId, fileId })
      .go({ pages: 'all', attributes: ['page'] });
    let left = out.data.map(({ page }) => ({ projectId, fileId, pageKey: markupPageKey(page) }));
    while (left.length) left = (await markupPage.delete(left).go()).unprocessed as typeof left;
  }
}

/** What deleting files leaves behind in previews: their renditions, thumbnails and markup. */
export async function removePreviewsOf(projectId: string, fileIds: string[]) {
  if (!fileIds.length) return;
  await Promise.all(fileIds.map((id) => deleteRenditionObjects({ projectId, id })));
  await deleteMarkupOf(projectId, fileIds);
}

/** Fields of a stored entry that only the pipelines read: storage keys and run ids stay on the server. */
type InternalFields = 'thumbnailKey' | 'parseRunId' | 'upgradeRunId' | 'derivative' | 'upgraded';

/**
 * File list rows with `thumbnailUrl`: a presigned GET of the row's thumbnail, '' when it has none,
 * and without the internal fields. Signing is local (no call to storage), so a page of 50 costs no
 * round trip.
 */
export async function withThumbnails<T extends Partial<Record<InternalFields, unknown>>>(rows: T[]) {
  // Only the rows with a thumbnail wait for a signature (most rows of a page have none).
  const keyOf = (row: T) => (typeof row.thumbnailKey === 'string' ? row.thumbnailKey : '');
  const urls = new Map(
    await Promise.all(rows.filter(keyOf).map(async (row) => [row, await presignedView(keyOf(row))] as const)),
  );
  return rows.map((row) => {
    const { thumbnailKey: _t, parseRunId: _p, upgradeRunId: _u, derivative: _d, upgraded: _g, ...rest } = row;
    return { ...rest, thumbnailUrl: urls.get(row) ?? '' };
  });
}
