import { ACCESS_COOKIE, readCookie } from '../../../api/tokens.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { readLocked } from '../../../app/lockState.ts';
import { paths } from '../../../app/paths.ts';
import { type IdentifyQuery, readIdentifyQuery } from './query.ts';

/**
 * identify-preview's three reads (record, rows, drawing), asked by a script inlined in index.html
 * (boot/inline.ts) while the page is still being parsed: the entry chunk and the modules it needs are
 * fetched and run before earlyReads.ts could ask, and on a loaded machine that is most of the time to the
 * first frame. Only the requests are started here, nothing is parsed; earlyReads.ts takes the responses
 * (takeEarliest) and reads them as it would its own. This module is bundled into that inline script: it
 * imports only small modules without side effects (no React, no zod).
 */

/**
 * PID_DETAIL_PAGE_MAX (the page's rows in one read), written out: its module holds the recognition
 * contracts, whose schemas would bring zod in here (early.test.ts keeps the two equal).
 */
export const EARLY_ROWS_MAX = 5000;

const EARLIEST = '__looplineEarliest';

type Started = Map<string, Promise<Response>>;

/** The three reads' addresses, as earlyReads.ts asks for them. */
export function earlyReadUrls({ projectId, fileId, pfileId, page }: IdentifyQuery) {
  const at = (path: string, query: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  return {
    record: at('/api/pidFile/selectByFileId', { projectId, fileId }),
    rows: at('/api/pidDetail/page', { projectId, pfileId, pageNum: page, current: 1, size: EARLY_ROWS_MAX }),
    svg: at('/api/cloud/file/info/downloadSvg', { projectId, fileId, pageNum: page }),
  };
}

/** The headers every early read carries (the API client's, without refreshing). */
export const earlyHeaders = (token: string) => ({
  'Blade-Auth': `bearer ${token}`,
  'Client-Id': currentClientId(),
});

/**
 * The record is asked for once the rows have answered: the first frame needs only the drawing and the
 * rows (the rows answer only for an identified drawing), and on the local cloud's one process the three
 * requests share the CPU, so the record would only hold the rows back. The page adopts it when it comes.
 */
export function afterRows(rows: Promise<unknown>, then: () => unknown): void {
  rows.then(then, then);
}

/** Runs in the inline script: on identify-preview with a session that is not locked, asks at once. */
export function startEarliest(): void {
  const [path = '', search = ''] = window.location.hash.replace(/^#/, '').split('?');
  if (path !== paths.identifyPreview) return;
  const query = readIdentifyQuery(new URLSearchParams(search));
  const token = readCookie(document, ACCESS_COOKIE);
  if (!query || !token || readLocked()) return;
  const started: Started = new Map();
  const ask = (url: string) => {
    const response = window.fetch(url, { headers: earlyHeaders(token), credentials: 'same-origin' });
    response.catch(() => undefined);
    started.set(url, response);
    return response;
  };
  const urls = earlyReadUrls(query);
  ask(urls.svg);
  const rows = ask(urls.rows);
  afterRows(rows, () => ask(urls.record));
  (window as unknown as Record<string, Started>)[EARLIEST] = started;
}

/** The response the inline script asked for at `url`, once; undefined when it did not ask. */
export function takeEarliest(url: string): Promise<Response> | undefined {
  const started = (window as unknown as Record<string, Started | undefined>)[EARLIEST];
  const response = started?.get(url);
  started?.delete(url);
  return response;
}
