import { readEarly } from './earlyReads.ts';
import { readIdentifyQuery } from './query.ts';

/**
 * The longest the app waits for identify-preview's early frame before it is run anyway: running the app
 * is one long task that holds every frame back, so it waits for the frame, but not for a slow server.
 */
const APP_WAITS_MS = 800;

/**
 * identify-preview opened directly (boot/early.ts), before the app has loaded: the reads the first frame
 * waits for start at once and the page is painted as soon as they are in (earlyReads.ts, earlyPaint.ts;
 * small modules of the entry chunk, so nothing waits for the app's modules). Answers when the app may
 * run: the frame is out, the early reads failed, or APP_WAITS_MS passed. The page's chunk starts loading
 * then too; the page adopts the reads and takes the painted drawing over.
 */
export function startIdentifyEarly(params: URLSearchParams): Promise<void> {
  const query = readIdentifyQuery(params);
  if (!query) return Promise.resolve();
  const painted = readEarly(query);
  const bound = new Promise<void>((resolve) => window.setTimeout(resolve, APP_WAITS_MS));
  return Promise.race([painted, bound]).then(() => {
    void import('./page.tsx').catch(() => undefined);
  });
}
