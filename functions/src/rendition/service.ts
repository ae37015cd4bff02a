import { type Language, normalizeSuffix, PREVIEW_STATE, previewTypeOf, translate } from '@loopline/shared';
import { renditionKey } from '../derived/index.ts';
import { type EntryView, loadEntry, need, requireMember } from '../file/index.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getObject } from '../objects/index.ts';
import { isRecognisable, recognisedPageSvg, recognitionLayerSvg } from '../pid/index.ts';
import { sanitizeSvg } from '../preview/svgSanitize.ts';
import { markupOf, type Shape, saveMarkupPage } from './markup.ts';
import {
  effectivePreview,
  failureParams,
  previewSourceOf,
  refuseUnpreviewable,
  startPreview,
} from './source.ts';
import { resetFailed } from './state.ts';
import { readBytes } from './storage.ts';

/** A file of a project the caller belongs to, which the caller may view. */
async function viewableFile(caller: Caller, projectId: string, fileId: string): Promise<EntryView> {
  const access = await requireMember(caller, projectId);
  const entry = await loadEntry(access, fileId);
  if (!entry.isFile) throw new NotFoundError('file.notFound');
  need(entry, 'viewFile');
  return entry;
}

/** previewSource for a member: the source plus the caller's signs and the folder (for the back button). */
export async function previewSource(caller: Caller, lang: Language, projectId: string, fileId: string) {
  const entry = await viewableFile(caller, projectId, fileId);
  const { filePerms, ...stored } = entry;
  return { ...(await previewSourceOf(stored, lang)), filePerms, parentId: entry.parentId };
}

/**
 * previewRetry: a failed conversion runs again (a converter installed since, a transient fault that
 * outlived the retries). Only a failed one: anything else is already converted or under way.
 */
export async function retryPreview(caller: Caller, lang: Language, projectId: string, fileId: string) {
  const entry = await viewableFile(caller, projectId, fileId);
  if (effectivePreview(entry) !== PREVIEW_STATE.failed || !(await resetFailed(entry.projectId, entry.id)))
    throw new BadRequestError('preview.notFailed');
  const { filePerms, ...stored } = entry;
  const reset = { ...stored, preview: PREVIEW_STATE.notStarted, previewMessage: undefined };
  return { ...(await previewSourceOf(reset, lang)), filePerms, parentId: entry.parentId };
}

/** queryPreviewState: the state the viewer waits on, and why it failed (translated). */
export async function previewStateOf(caller: Caller, lang: Language, projectId: string, fileId: string) {
  const entry = await viewableFile(caller, projectId, fileId);
  const preview = effectivePreview(entry);
  if (preview !== PREVIEW_STATE.failed) return { fileId: entry.id, preview };
  const key = entry.previewMessage ?? 'preview.conversionFailed';
  return { fileId: entry.id, preview, message: translate(key, lang, failureParams(entry)) };
}

/** Headers of SVG answered from our own origin: no script, no outside fetches, no sniffing. */
export const SVG_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=300',
};

/**
 * downloadSvg: the sanitised text of an uploaded .svg (cleaned on the spot when not yet converted); of a
 * recognised P&ID drawing (pdf/png/jpg), its page with the recognised boxes (pid/).
 */
export async function uploadedSvg(
  caller: Caller,
  projectId: string,
  fileId: string,
  pageNum = 1,
): Promise<string> {
  const entry = await viewableFile(caller, projectId, fileId);
  if (isRecognisable(entry.fileSuffix)) return recognisedPageSvg(entry, pageNum);
  if (normalizeSuffix(entry.fileSuffix) !== 'svg') throw new BadRequestError('preview.notSvgFile');
  refuseUnpreviewable(entry);
  if (entry.preview === PREVIEW_STATE.loaded)
    return new TextDecoder().decode(await readBytes(renditionKey(entry, 'svg')));
  const object = await getObject(entry.fileId);
  if (!object) throw new NotFoundError('file.notFound');
  return sanitizeSvg(await readBytes(object.s3Key)).svg;
}

/**
 * downloadDm2dSvg: the SVG drawn from a dxf/dwg (of a recognised P&ID drawing, its recognition layer). Drawing can take a while, so it is never done
 * inside the request: a drawing not converted yet starts its conversion and answers 'not ready'.
 */
export async function drawingSvg(
  caller: Caller,
  projectId: string,
  fileId: string,
  pageNum = 1,
): Promise<string> {
  const entry = await viewableFile(caller, projectId, fileId);
  if (isRecognisable(entry.fileSuffix)) return recognitionLayerSvg(entry, pageNum);
  const suffix = normalizeSuffix(entry.fileSuffix);
  if (suffix !== 'dxf' && suffix !== 'dwg') throw new BadRequestError('preview.notDrawing');
  refuseUnpreviewable(entry);
  if (entry.preview === PREVIEW_STATE.loaded)
    return new TextDecoder().decode(await readBytes(renditionKey(entry, 'svg')));
  if (entry.preview === PREVIEW_STATE.failed)
    throw new BadRequestError(entry.previewMessage ?? 'preview.conversionFailed');
  if (entry.preview === PREVIEW_STATE.notStarted) await startPreview(entry);
  throw new BadRequestError('preview.notConverted');
}

/** Markup is drawn on pdf, image and svg pages (office documents and drawings through their renditions). */
function markable(entry: EntryView) {
  const type = previewTypeOf(entry.fileSuffix);
  if (type !== 'pdf' && type !== 'img' && type !== 'svg') throw new BadRequestError('formatNotSupported');
}

export async function queryMarkup(caller: Caller, projectId: string, fileId: string) {
  const entry = await viewableFile(caller, projectId, fileId);
  return { shapes: await markupOf(entry.projectId, entry.id) };
}

export async function saveMarkup(
  caller: Caller,
  projectId: string,
  fileId: string,
  page: number,
  shapes: Shape[],
) {
  const entry = await viewableFile(caller, projectId, fileId);
  markable(entry);
  await saveMarkupPage(entry.projectId, entry.id, page, shapes);
  return { fileId: entry.id, page, count: shapes.length };
}
