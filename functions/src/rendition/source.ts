import {
  type Language,
  PREVIEW_STATE,
  type PreviewRendition,
  type PreviewType,
  previewRefusal,
  previewRendition,
  previewTypeOf,
  translate,
} from '@loopline/shared';
import { presignedView, RENDITION_FILES, renditionKey } from '../derived/index.ts';
import type { Entry } from '../file/index.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { BadRequestError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { getObject } from '../objects/index.ts';
import { claimConversion, releaseClaim } from './state.ts';
import { originalContentType } from './storage.ts';

/** What a viewer shows for a file (the contract of issue 6: previewSource). */
export interface PreviewSource {
  id: string;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  type: PreviewType;
  rendition: PreviewRendition;
  /** Preview state (spec 1 §4): 0 not started, 1 converting, 2 ready, -1 failed. */
  preview: number;
  /** Presigned GET of the original or its rendition; null until it is ready. */
  url: string | null;
  /** Why the conversion failed, translated. */
  message?: string;
}

/** Suffixes whose original gets a thumbnail for the thumbnail view (the converted kinds get one too). */
const ORIGINAL_THUMBNAILS = new Set(['jpg', 'jpeg', 'png', 'bmp', 'gif', 'pdf', 'mp4']);

/** What the preview workflow does for a suffix: convert, make a thumbnail, both, or nothing. */
export function previewPlan(suffix: string): { rendition: PreviewRendition | null; workflow: boolean } {
  const rendition = previewRendition(suffix);
  if (rendition === null) return { rendition, workflow: false };
  if (rendition !== 'original') return { rendition, workflow: true };
  return { rendition, workflow: ORIGINAL_THUMBNAILS.has(suffix.toLowerCase()) };
}

/**
 * The preview state of an entry as the viewer sees it: a file shown as is is always ready (its
 * thumbnail is made in the background but nothing waits for it).
 */
export function effectivePreview(entry: Pick<Entry, 'fileSuffix' | 'preview'>): number {
  if (previewRendition(entry.fileSuffix) === 'original') return PREVIEW_STATE.loaded;
  return entry.preview ?? PREVIEW_STATE.notStarted;
}

/**
 * The refusal rules of spec 1 §5 (size, format, text size, models, recognition); a refusal is a 400
 * with its key. The preview-state rule is not a refusal here: the answer carries the state (1 or -1
 * with its message), so the viewer can wait for the conversion or say why it failed.
 */
export function refuseUnpreviewable(entry: Entry) {
  const key = refusalOf(entry);
  if (key) throw new BadRequestError(key);
}

function refusalOf(entry: Entry) {
  return previewRefusal({
    fileSuffix: entry.fileSuffix,
    fileSize: entry.fileSize,
    isModel: entry.isModel,
    preview: PREVIEW_STATE.notStarted,
    state: entry.state,
  });
}

/**
 * Starts the preview workflow for an entry that needs one and has not started (state 0). Returns
 * true when this call started it. A workflow that cannot be started gives the claim back.
 */
export async function startPreview(entry: Entry) {
  if (!entry.isFile || refusalOf(entry)) return false;
  const plan = previewPlan(entry.fileSuffix);
  if (!plan.workflow) return false;
  // Files shown as is only need a thumbnail: their state is not claimed (the viewer never waits).
  if (plan.rendition !== 'original' && !(await claimConversion(entry.projectId, entry.id))) return false;
  try {
    await startWorkflow('preview', { projectId: entry.projectId, id: entry.id });
    return true;
  } catch (error) {
    if (plan.rendition !== 'original') await releaseClaim(entry.projectId, entry.id);
    throw error;
  }
}

/** Starts previews for freshly saved files; a failure to start is logged, never fails the upload. */
export async function startPreviewQuietly(entry: Entry) {
  try {
    await startPreview(entry);
  } catch (error) {
    logger.warn('preview start failed', { id: entry.id, error: error as Error });
  }
}

/**
 * What the viewer shows for a file (no authorisation here: callers check the caller's rights).
 * Refusals (spec 1 §5) are 400s with their keys. A conversion not started yet is started, and the
 * answer is preview 1 without a url; the client then polls or listens for STATUS_UPDATE.
 */
export async function previewSourceOf(entry: Entry, lang: Language = 'zh'): Promise<PreviewSource> {
  if (!entry.isFile) throw new BadRequestError('formatNotSupported');
  const rendition = previewRendition(entry.fileSuffix);
  const type = previewTypeOf(entry.fileSuffix);
  refuseUnpreviewable(entry);
  if (rendition === null || type === null) throw new BadRequestError('formatNotSupported');
  const preview = effectivePreview(entry);
  if (preview === PREVIEW_STATE.notStarted) {
    // Started here, or by someone else between the read and the claim: loading either way.
    await startPreview(entry);
    return { ...base(entry, type, rendition), preview: PREVIEW_STATE.loading, url: null };
  }
  if (preview === PREVIEW_STATE.loading) return { ...base(entry, type, rendition), preview, url: null };
  if (preview === PREVIEW_STATE.failed) {
    const message = translate(entry.previewMessage ?? 'preview.conversionFailed', lang, failureParams(entry));
    return { ...base(entry, type, rendition), preview, url: null, message };
  }
  return { ...base(entry, type, rendition), preview, url: await viewUrl(entry, rendition) };
}

function base(entry: Entry, type: PreviewType, rendition: PreviewRendition) {
  return {
    id: entry.id,
    fileName: entry.fileName,
    fileSuffix: entry.fileSuffix,
    fileSize: entry.fileSize,
    type,
    rendition,
  };
}

async function viewUrl(entry: Entry, rendition: PreviewRendition): Promise<string> {
  if (rendition !== 'original')
    return presignedView(renditionKey(entry, rendition), RENDITION_FILES[rendition].type);
  const object = await getObject(entry.fileId);
  if (!object) throw new BadRequestError('preview.conversionFailed');
  return presignedView(object.s3Key, originalContentType(entry.fileSuffix));
}

/** The parameters of a stored failure message ('preview.converterMissing' names the program). */
export function failureParams(entry: Pick<Entry, 'previewMessage' | 'fileSuffix'>): Record<string, string> {
  if (entry.previewMessage !== 'preview.converterMissing') return {};
  return { converter: previewRendition(entry.fileSuffix) === 'pdf' ? 'LibreOffice' : 'FFmpeg' };
}
