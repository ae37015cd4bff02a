import { tokens } from '../../../api/client.ts';
import type { RequestOptions } from '../../../api/http.ts';
import {
  type LinkAccess,
  linkPreviewSource,
  type PreviewSource,
  previewSource,
  storedShareCode,
} from '../../../api/previews.ts';
import { isLocked } from '../../../app/lock.ts';
import { preloadPdfViewer } from '../../../components/viewers/pdf/preload.ts';
import { isShareLink, type PreviewQuery, sourceView, viewerKind } from './query.ts';

export interface SourceTarget {
  fileId: string;
  projectId: string;
  link?: LinkAccess;
}

/** The preview's source call (previewSource, or the link's for a shared-link visitor). */
export function fetchPreviewSource(target: SourceTarget, options?: RequestOptions): Promise<PreviewSource> {
  return target.link
    ? linkPreviewSource(target.link, target.fileId, options)
    : previewSource(target.projectId, target.fileId, options);
}

/**
 * The early call neither toasts nor refreshes the session: an expired session is the page's to handle
 * (its own call refreshes or signs out), before the app has even registered how.
 */
const EARLY_CALL: RequestOptions = { silent: true, noRefresh: true };

/** An answer asked for before the page existed is only adopted while fresh. */
const EARLY_ANSWER_MS = 30_000;

let early: { key: string; at: number; answer: Promise<PreviewSource> } | null = null;
/** The page has asked already (it mounted first): an early call now would only be a second one. */
let pageAsked = false;

const keyOf = (target: SourceTarget) =>
  JSON.stringify([target.projectId, target.fileId, target.link?.linkId ?? '', target.link?.code ?? '']);

/**
 * Asks for the preview's source as soon as the page is opened, and opens a PDF as soon as its URL is
 * known. Only when the page will be allowed to ask too: a member with a session that is not locked, or a
 * link visitor (the server checks the link on every call); anything else is left to the page.
 */
export function requestSourceEarly(query: PreviewQuery): void {
  const shared = isShareLink(query) && query.linkId;
  if (pageAsked || (!shared && (!tokens.access() || isLocked()))) return;
  const target: SourceTarget = {
    fileId: query.fileId,
    projectId: query.projectId,
    link: shared && query.linkId ? { linkId: query.linkId, code: storedShareCode(query.linkId) } : undefined,
  };
  const answer = fetchPreviewSource(target, EARLY_CALL);
  early = { key: keyOf(target), at: Date.now(), answer };
  answer
    .then((source) => {
      const view = sourceView(source);
      if (view.kind === 'ready' && viewerKind(view.source) === 'pdf')
        preloadPdfViewer(view.source.url, query.page);
    })
    // A failed early call is not adopted: the page asks again and shows that answer.
    .catch(() => undefined);
}

/** The early answer for this target, once and while fresh; a failed one is replaced by a new call. */
export function takeEarlySource(target: SourceTarget): Promise<PreviewSource> | null {
  const taken = early;
  early = null;
  pageAsked = true;
  if (!taken || taken.key !== keyOf(target) || Date.now() - taken.at > EARLY_ANSWER_MS) return null;
  return taken.answer.catch(() => fetchPreviewSource(target));
}
