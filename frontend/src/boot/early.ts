import { paths } from '../app/paths.ts';
import { startIdentifyEarly } from '../pages/file/identify/early.ts';
import { FILE_PREVIEW_PATH } from '../pages/file/paths.ts';
import { startPreviewEarly } from '../pages/file/preview/early.ts';

/**
 * Work the opening route can start before the app has loaded. Only direct openings get here (a route
 * reached from inside the app starts the same work itself), so whatever is started must be safe to
 * throw away: the page adopts it when it comes, or does it again. Answers when the app may be run: at
 * once, or, on identify-preview, once its early frame is out (or given up; never later than a bound).
 */
export function startEarly(hash: string): Promise<void> {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  if (path === FILE_PREVIEW_PATH) startPreviewEarly(new URLSearchParams(search));
  else if (path === paths.identifyPreview) return startIdentifyEarly(new URLSearchParams(search));
  return Promise.resolve();
}
