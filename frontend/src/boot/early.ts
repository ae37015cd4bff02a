import { FILE_PREVIEW_PATH } from '../pages/file/paths.ts';
import { startPreviewEarly } from '../pages/file/preview/early.ts';

/**
 * Work the opening route can start before the app has loaded. Only direct openings get here (a route
 * reached from inside the app starts the same work itself), so whatever is started must be safe to
 * throw away: the page adopts it when it comes, or does it again.
 */
export function startEarly(hash: string): void {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  if (path === FILE_PREVIEW_PATH) startPreviewEarly(new URLSearchParams(search));
}
