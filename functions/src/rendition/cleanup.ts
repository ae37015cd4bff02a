import { deleteMarkupOf } from './markup.ts';
import { deleteRenditionObjects, presignedView } from './storage.ts';

/** What deleting files leaves behind here: their renditions, thumbnails and markup. */
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
  return Promise.all(
    rows.map(async (row) => {
      const { thumbnailKey, parseRunId: _p, upgradeRunId: _u, derivative: _d, upgraded: _g, ...rest } = row;
      return {
        ...rest,
        thumbnailUrl:
          typeof thumbnailKey === 'string' && thumbnailKey ? await presignedView(thumbnailKey) : '',
      };
    }),
  );
}
