import { PREVIEW_STATE, previewRendition } from '@loopline/shared';
import {
  deleteRenditionObjects,
  type Located,
  RENDITION_FILES,
  renditionKey,
  thumbnailKeyOf,
} from '../derived/index.ts';
import { logger } from '../lib/logger.ts';
import { getObject } from '../objects/index.ts';
import { ConverterMissingError, PreviewError } from '../preview/errors.ts';
import type { Thumbnail } from '../preview/thumbnail.ts';
import { checkConvertible, convertForPreview, originalThumbnail } from './convert.ts';
import { pushPreviewState } from './notify.ts';
import { finish, type PreviewJob } from './outcome.ts';
import { readEntry, setThumbnail } from './state.ts';
import { putBytes, readBytes } from './storage.ts';

export type { PreviewJob } from './outcome.ts';

/** A thumbnail is a nicety: failing to make one never fails the preview. */
async function storeThumbnail(at: Located, make: (() => Promise<Thumbnail | null>) | undefined) {
  if (!make) return undefined;
  try {
    const thumb = await make();
    if (!thumb) return undefined;
    const key = thumbnailKeyOf(at);
    await putBytes(key, thumb.bytes, thumb.contentType);
    return key;
  } catch (error) {
    if (!(error instanceof PreviewError)) throw error;
    // The file keeps its type icon. A converter missing on this machine (ffmpeg for video frames) is
    // worth a warning: every such file goes without a thumbnail until it is installed.
    const log = error instanceof ConverterMissingError ? logger.warn : logger.info;
    log.call(logger, 'no thumbnail', { ...at, key: error.messageKey, detail: error.detail });
    return undefined;
  }
}

/**
 * One preview run (the preview state machine's task): reads the file, converts it for its viewer,
 * stores the view and a thumbnail, then moves the entry 1 → 2. A conversion error (unreadable file,
 * converter missing, timeout, too large) moves it 1 → -1 with its message key; anything else is
 * thrown for the state machine to retry, and after the retries its Catch marks the entry failed.
 */
export async function runPreview(job: PreviewJob) {
  const entry = await readEntry(job.projectId, job.id);
  if (!entry?.isFile) return { ...job, preview: null, gone: true };
  const rendition = previewRendition(entry.fileSuffix);
  const object = await getObject(entry.fileId);
  if (!object) return finish(job, { preview: PREVIEW_STATE.failed, message: 'preview.conversionFailed' });
  if (rendition === 'original') {
    // Shown as is: only a thumbnail to make; the preview state is not the viewer's concern.
    const bytes = await readBytes(object.s3Key);
    const key = await storeThumbnail(job, () => originalThumbnail(bytes, entry.fileSuffix));
    if (key && !(await setThumbnail(job.projectId, job.id, key))) await deleteRenditionObjects(job);
    else if (key) await pushPreviewState(job.projectId, job.id, PREVIEW_STATE.loaded);
    return { ...job, preview: PREVIEW_STATE.loaded, thumbnail: Boolean(key) };
  }
  if (entry.preview !== PREVIEW_STATE.loading) return { ...job, preview: entry.preview, skipped: true };
  await pushPreviewState(job.projectId, job.id, PREVIEW_STATE.loading);
  try {
    checkConvertible(entry.fileSuffix, object.size);
    const converted = await convertForPreview(await readBytes(object.s3Key), entry.fileSuffix);
    if (rendition === null) throw new Error('unreachable: checked convertible');
    await putBytes(renditionKey(job, rendition), converted.view, RENDITION_FILES[rendition].type);
    const thumbnailKey = await storeThumbnail(job, converted.thumbnail);
    return finish(job, { preview: PREVIEW_STATE.loaded, thumbnailKey });
  } catch (error) {
    if (!(error instanceof PreviewError)) throw error;
    logger.info('preview failed', { ...job, key: error.messageKey, detail: error.detail });
    return finish(job, { preview: PREVIEW_STATE.failed, message: String(error.messageKey) });
  }
}
