import {
  PREVIEW_STATE,
  type PreviewEntry,
  type PreviewRefusalKey,
  previewRefusal,
  previewRendition,
  previewTypeOf,
} from '@loopline/shared/preview';
import type { PreviewSource } from '../../../api/previews.ts';
import { FILE_PREVIEW_PATH } from '../paths.ts';

/** The preview route and its query (spec 1 §2), kept pure for tests. */
export const SHARE_LINK_SOURCE = 'shareLink';

export interface PreviewQuery {
  /** The viewer kind asked for; the server's answer decides in the end. */
  type: string;
  /** The file's entry id. */
  fileId: string;
  name: string;
  /** 1-based page to open (pdf). */
  page?: number;
  projectId: string;
  sourceType: string;
  /** The shared link the file is seen through (sourceType shareLink). */
  linkId?: string;
  /** The folder the preview was opened from (the back button goes there). */
  dirId?: string;
}

export function readPreviewQuery(params: URLSearchParams): PreviewQuery | null {
  const fileId = params.get('pk_doc') ?? '';
  const sourceType = params.get('sourceType') ?? '';
  const linkId = params.get('linkId') ?? undefined;
  const projectId = params.get('projectId') ?? '';
  if (!fileId) return null;
  if (sourceType === SHARE_LINK_SOURCE ? !linkId : !projectId) return null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type: params.get('type') ?? '',
    fileId,
    name: params.get('name') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : undefined,
    projectId,
    sourceType,
    linkId,
    dirId: params.get('dirId') ?? undefined,
  };
}

export function isShareLink(query: Pick<PreviewQuery, 'sourceType'>): boolean {
  return query.sourceType === SHARE_LINK_SOURCE;
}

/** The preview page's address for a file of the file manager. */
export function previewPath(entry: {
  id: string;
  fileName: string;
  fileSuffix: string;
  projectId: string;
  dirId?: string;
  page?: number;
}): string {
  const query = new URLSearchParams({
    type: previewTypeOf(entry.fileSuffix) ?? '',
    pk_doc: entry.id,
    name: entry.fileName,
  });
  if (entry.page) query.set('page', String(entry.page));
  query.set('projectId', entry.projectId);
  if (entry.dirId) query.set('dirId', entry.dirId);
  return `${FILE_PREVIEW_PATH}?${query}`;
}

/** The preview page's address for a file seen through a shared link. */
export function sharedPreviewPath(
  linkId: string,
  file: { id: string; fileName: string; fileSuffix: string },
) {
  const query = new URLSearchParams({
    type: previewTypeOf(file.fileSuffix) ?? '',
    pk_doc: file.id,
    name: file.fileName,
    sourceType: SHARE_LINK_SOURCE,
    linkId,
  });
  return `${FILE_PREVIEW_PATH}?${query}`;
}

/** What the page shows for an answer of previewSource. */
export type SourceView =
  | { kind: 'refused'; key: PreviewRefusalKey }
  | { kind: 'converting' }
  | { kind: 'failed'; message?: string }
  | { kind: 'ready'; source: PreviewSource & { url: string } };

/**
 * The server enforces the refusal rules too; the page re-checks the answer so a rule the server
 * let through (a model, an unknown suffix) never reaches a viewer that cannot show it.
 */
export function sourceView(source: PreviewSource): SourceView {
  const entry: PreviewEntry = {
    fileSuffix: source.fileSuffix,
    fileSize: source.fileSize,
    preview: PREVIEW_STATE.loaded,
  };
  const refusal = previewRefusal(entry);
  if (refusal) return { kind: 'refused', key: refusal };
  if (source.preview === PREVIEW_STATE.failed) return { kind: 'failed', message: source.message };
  if (source.url) return { kind: 'ready', source: { ...source, url: source.url } };
  return { kind: 'converting' };
}

/** Which viewer shows a source: by its rendition, or by its kind when it is the original. */
export type ViewerKind = 'pdf' | 'svg' | 'image' | 'video' | 'audio' | 'text';

export function viewerKind(source: Pick<PreviewSource, 'type' | 'rendition'>): ViewerKind | null {
  switch (source.rendition) {
    case 'pdf':
      return 'pdf';
    case 'svg':
      return 'svg';
    case 'png':
      return 'image';
    case 'mp4':
      return 'video';
    case 'mp3':
      return 'audio';
    case 'text':
      return 'text';
    default:
      break;
  }
  const byType: Record<string, ViewerKind> = {
    pdf: 'pdf',
    svg: 'svg',
    img: 'image',
    mp4: 'video',
    mp3: 'audio',
    txt: 'text',
  };
  return byType[source.type] ?? null;
}

/** Markup lives on paged 2D views only. */
export function hasMarkup(kind: ViewerKind): boolean {
  return kind === 'pdf' || kind === 'image' || kind === 'svg';
}

/** How the page exports a view with its markup burned in. */
export function exportFormat(kind: ViewerKind): 'pdf' | 'png' | null {
  if (kind === 'pdf') return 'pdf';
  if (kind === 'image' || kind === 'svg') return 'png';
  return null;
}

/** Whether a file name is shown by the PDF viewer (a PDF, or an office file converted to one). */
export function showsPdf(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const suffix = fileName.slice(dot + 1);
  return (
    previewRendition(suffix) === 'pdf' ||
    (previewTypeOf(suffix) === 'pdf' && previewRendition(suffix) === 'original')
  );
}
