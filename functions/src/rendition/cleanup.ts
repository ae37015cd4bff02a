import { deleteMarkupOf } from './markup.ts';
import { deleteRenditionObjects, presignedView } from './storage.ts';

/** What deleting files leaves behind here: their renditions, thumbnails and markup. */
export async function removePreviewsOf(projectId: string, fileIds: string[]) {
  if (!fileIds.length) return;
  await Promise.all(fileIds.map((id) => deleteRenditionObjects({ projectId, id })));
  await deleteMarkupOf(projectId, fileIds);
}

/**
 * File list rows with `thumbnailUrl`: a presigned GET of the row's thumbnail, '' when it has none.
 * Signing is local (no call to storage), so a page of 50 costs no round trip.
 */
export async function withThumbnails<T extends { thumbnailKey?: string }>(rows: T[]) {
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      thumbnailUrl: row.thumbnailKey ? await presignedView(row.thumbnailKey) : '',
    })),
  );
}
