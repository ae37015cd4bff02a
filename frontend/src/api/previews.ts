import type { PreviewRendition, PreviewType, Sign } from '@loopline/shared';
import type { MarkupShape } from '../components/viewers/types.ts';
import { http } from './client.ts';

/** The preview calls (spec 1 §2, §4, §5): what a viewer shows, conversion state, and 2D markup. */

/** What the viewer shows: the original or its rendition, once the conversion (if any) is done. */
export interface PreviewSource {
  id: string;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  type: PreviewType;
  rendition: PreviewRendition | null;
  /** Preview state (spec 1 §4): 0 not started, 1 converting, 2 done, -1 failed. */
  preview: number;
  /** A presigned GET of what the viewer shows; null while converting or after a failure. */
  url: string | null;
  /** Why the conversion failed, translated by the server. */
  message?: string;
  /** The caller's signs on the file, when the server sends them (download is offered on downFile). */
  filePerms?: Sign[];
  /** The folder holding the file, when the server sends it (the back button goes there). */
  parentId?: string;
}

export interface PreviewStateAnswer {
  fileId: string;
  preview: number;
  message?: string;
}

/** Shared-link visitors are not signed in: their calls carry the link id and its extraction code. */
export interface LinkAccess {
  linkId: string;
  code?: string;
}

/** The extraction code a visitor typed on the link page (kept per link for the session). */
export function shareCodeKey(linkId: string) {
  return `loopline.shareCode.${linkId}`;
}

export function storedShareCode(linkId: string): string | undefined {
  try {
    return window.sessionStorage.getItem(shareCodeKey(linkId)) ?? undefined;
  } catch {
    return undefined;
  }
}

// Refusals and conversion failures are shown on the page itself, so these calls never toast.
const quiet = { silent: true } as const;

export function previewSource(projectId: string, fileId: string): Promise<PreviewSource> {
  return http
    .post<PreviewSource>('/api/cloud/file/info/previewSource', { projectId, fileId }, quiet)
    .then((e) => e.data);
}

/** Runs a failed conversion again; answers the source, now loading. */
export function retryPreview(projectId: string, fileId: string): Promise<PreviewSource> {
  return http
    .post<PreviewSource>('/api/cloud/file/info/previewRetry', { projectId, fileId }, quiet)
    .then((e) => e.data);
}

export function linkPreviewSource(link: LinkAccess, fileId: string): Promise<PreviewSource> {
  return http
    .post<PreviewSource>(
      '/api/cloud/receive/send/link/previewSource',
      { id: link.linkId, code: link.code, fileId },
      quiet,
    )
    .then((e) => e.data);
}

export function previewState(projectId: string, fileId: string): Promise<PreviewStateAnswer> {
  return http
    .post<PreviewStateAnswer>('/api/cloud/file/upload/list/queryPreviewState', { projectId, fileId }, quiet)
    .then((e) => e.data);
}

/** The link's own facts; downState 1 lets visitors download. */
export interface LinkDetail {
  id: string;
  downState: 0 | 1;
  needCode: boolean;
  isCreator: boolean;
}

export function linkDetail(link: LinkAccess): Promise<LinkDetail> {
  return http
    .post<LinkDetail>('/api/cloud/receive/send/link/detail', { id: link.linkId, code: link.code }, quiet)
    .then((e) => e.data);
}

/** A shared file's presigned download; the server checks the link's and the item's downState. */
export function linkDownload(link: LinkAccess, fileId: string): Promise<{ url: string; fileName?: string }> {
  return http
    .post<{ url: string; fileName?: string }>('/api/cloud/receive/send/link/download', {
      id: link.linkId,
      code: link.code,
      fileId,
    })
    .then((e) => e.data);
}

export function queryMarkup(projectId: string, fileId: string): Promise<MarkupShape[]> {
  return http
    .post<{ shapes: MarkupShape[] }>('/api/cloud/file/markup/query', { projectId, fileId }, quiet)
    .then((e) => e.data.shapes ?? []);
}

/** Replaces one page's shapes. */
export function saveMarkup(projectId: string, fileId: string, page: number, shapes: MarkupShape[]) {
  return http.post<unknown>('/api/cloud/file/markup/save', { projectId, fileId, page, shapes }, quiet);
}
