import type {
  FileRefBody,
  MarkupAnswer,
  PreviewSource,
  PreviewStateAnswer,
  SaveMarkupBody,
} from '@loopline/shared/contracts/file';
import type { RequestInput } from '@loopline/shared/contracts/input';

import type {
  LinkAccessBody,
  LinkFileBody,
  SharedDownload,
  LinkDetail as ShareLinkDetail,
} from '@loopline/shared/contracts/share';
import type { MarkupShape } from '../components/viewers/types.ts';
import { http } from './client.ts';
import type { RequestOptions } from './http.ts';

/** The preview calls (spec 1 §2, §4, §5): what a viewer shows, conversion state, and 2D markup. */

export type { PreviewSource, PreviewStateAnswer } from '@loopline/shared/contracts/file';

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

export function previewSource(
  projectId: string,
  fileId: string,
  options: RequestOptions = quiet,
): Promise<PreviewSource> {
  return http
    .post<PreviewSource>(
      '/api/cloud/file/info/previewSource',
      { projectId, fileId } satisfies RequestInput<typeof FileRefBody>,
      options,
    )
    .then((e) => e.data);
}

/** Runs a failed conversion again; answers the source, now loading. */
export function retryPreview(projectId: string, fileId: string): Promise<PreviewSource> {
  return http
    .post<PreviewSource>(
      '/api/cloud/file/info/previewRetry',
      { projectId, fileId } satisfies RequestInput<typeof FileRefBody>,
      quiet,
    )
    .then((e) => e.data);
}

export function linkPreviewSource(
  link: LinkAccess,
  fileId: string,
  options: RequestOptions = quiet,
): Promise<PreviewSource> {
  return http
    .post<PreviewSource>(
      '/api/cloud/receive/send/link/previewSource',
      { id: link.linkId, code: link.code, fileId } satisfies RequestInput<typeof LinkFileBody>,
      options,
    )
    .then((e) => e.data);
}

export function previewState(projectId: string, fileId: string): Promise<PreviewStateAnswer> {
  return http
    .post<PreviewStateAnswer>(
      '/api/cloud/file/upload/list/queryPreviewState',
      { projectId, fileId } satisfies RequestInput<typeof FileRefBody>,
      quiet,
    )
    .then((e) => e.data);
}

/** The link's own facts the preview page needs; downState 1 lets visitors download. */
export type LinkDetail = Pick<ShareLinkDetail, 'id' | 'downState' | 'needCode' | 'isCreator'>;

export function linkDetail(link: LinkAccess): Promise<LinkDetail> {
  return http
    .post<LinkDetail>(
      '/api/cloud/receive/send/link/detail',
      { id: link.linkId, code: link.code } satisfies RequestInput<typeof LinkAccessBody>,
      quiet,
    )
    .then((e) => e.data);
}

/** A shared file's presigned download; the server checks the link's and the item's downState. */
export function linkDownload(link: LinkAccess, fileId: string): Promise<SharedDownload> {
  return http
    .post<SharedDownload>('/api/cloud/receive/send/link/download', {
      id: link.linkId,
      code: link.code,
      fileId,
    } satisfies RequestInput<typeof LinkFileBody>)
    .then((e) => e.data);
}

export function queryMarkup(projectId: string, fileId: string): Promise<MarkupShape[]> {
  return http
    .post<MarkupAnswer<MarkupShape>>(
      '/api/cloud/file/markup/query',
      { projectId, fileId } satisfies RequestInput<typeof FileRefBody>,
      quiet,
    )
    .then((e) => e.data.shapes ?? []);
}

/** Replaces one page's shapes. */
export function saveMarkup(projectId: string, fileId: string, page: number, shapes: MarkupShape[]) {
  return http.post<unknown>(
    '/api/cloud/file/markup/save',
    { projectId, fileId, page, shapes } satisfies RequestInput<typeof SaveMarkupBody>,
    quiet,
  );
}
