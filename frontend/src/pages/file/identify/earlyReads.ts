import type { PidDetailRow, PidFileRecord } from '@loopline/shared/contracts/recognition';
import { PID_STATE } from '@loopline/shared/pipelines';
import { ACCESS_COOKIE, readCookie } from '../../../api/tokens.ts';
import { isLocked } from '../../../app/lock.ts';
import { drawingFrom, loadAhead, type PageDrawing } from './drawing.ts';
import { afterRows, earlyHeaders, earlyReadUrls, takeEarliest } from './earliest.ts';
import { paintEarly } from './earlyPaint.ts';
import { identifyKeys } from './keys.ts';
import type { IdentifyQuery } from './query.ts';

/**
 * The reads identify-preview's first frame waits for (record, drawing, rows), asked for the moment the
 * page is opened, before the app has loaded: plain fetches with the session's token, nothing from the
 * app's API client (which would wait for the app's modules). They neither refresh an expired session nor
 * show errors: a failed early read is not adopted, the page asks again and shows that answer. The requests
 * themselves were usually made already, by the script inlined in index.html (earliest.ts).
 */

/** An answer asked for before the page existed is only adopted while fresh. */
const EARLY_ANSWER_MS = 30_000;

const early = new Map<string, { at: number; answer: Promise<unknown> }>();
/** The page has asked already (it mounted first): early calls now would only be second ones. */
let pageAsked = false;

const keyText = (key: readonly unknown[]) => JSON.stringify(key);

function keep<T>(key: readonly unknown[], answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  early.set(keyText(key), { at: Date.now(), answer });
  return answer;
}

async function get(url: string, token: string) {
  const response = await (takeEarliest(url) ??
    window.fetch(url, { headers: earlyHeaders(token), credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function data<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code?: number; data?: T };
  if (envelope.code !== 200) throw new Error(`answered code ${envelope.code}`);
  return envelope.data as T;
}

/**
 * Asks for everything the first frame waits for, and paints the page as soon as it is all in (earlyPaint).
 * Only for a session that is not locked (the page would be allowed to ask too). Settles once the painted
 * frame is out, or when there is nothing to paint.
 */
export function readEarly(query: IdentifyQuery): Promise<void> {
  const token = readCookie(document, ACCESS_COOKIE);
  if (pageAsked || !token || isLocked()) return Promise.resolve();
  const { projectId, fileId, pfileId, page } = query;
  const urls = earlyReadUrls(query);
  // Marks on the page's timeline, for whoever profiles the opening.
  performance.mark('identify:early-reads');
  const rowsAnswer = get(urls.rows, token);
  const drawing = get(urls.svg, token).then(async (r): Promise<PageDrawing> => {
    if ((r.headers.get('content-type') ?? '').includes('json')) throw new Error('no drawing');
    return drawingFrom(await r.text());
  });
  const rows = rowsAnswer.then((r) => data<{ records: PidDetailRow[] }>(r).then((p) => p.records));
  const record = new Promise<Response>((resolve) =>
    afterRows(rowsAnswer, () => resolve(get(urls.record, token))),
  )
    .then((r) => data<PidFileRecord | null>(r))
    // A record not identified carries a state or failure reason translated for the page's language
    // (which the app has not read yet): only an identified one is adopted; the page asks for any other.
    .then((r) => {
      if (r?.state !== PID_STATE.identified || page > r.numPage) throw new Error('not identified');
      return r;
    });
  keep(identifyKeys.record(projectId, fileId), record);
  keep(identifyKeys.rows(projectId, pfileId, page), rows);
  keep(identifyKeys.svg(projectId, fileId, page), drawing);
  drawing.then(loadAhead, () => undefined);
  // The rows answer only for an identified drawing, and the drawing only for a page it has: the frame
  // needs no record.
  return Promise.all([drawing, rows]).then(
    ([d, r]) => paintEarly(d, r),
    () => undefined,
  );
}

/**
 * The early answer for a query key, once and while fresh (a failed one is replaced by `ask`); otherwise
 * `ask()`. Every query the early reads cover reads through here.
 */
export function adoptOr<T>(key: readonly unknown[], ask: () => Promise<T>): Promise<T> {
  pageAsked = true;
  const text = keyText(key);
  const taken = early.get(text);
  early.delete(text);
  if (!taken || Date.now() - taken.at > EARLY_ANSWER_MS) return ask();
  return (taken.answer as Promise<T>).catch(ask);
}
