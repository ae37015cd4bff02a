import { preloadPdfViewer } from '../../../components/viewers/pdf/preload.ts';
import { readPreviewQuery, showsPdf } from './query.ts';

/**
 * A preview opened directly (boot/early.ts), before the app has loaded: a file shown as a PDF gets the
 * viewer's chunk, pdf.js and its worker loading, and the preview's source is asked for at once
 * (earlySource.ts, which also opens the PDF as soon as its URL is known). The page adopts both.
 */
export function startPreviewEarly(params: URLSearchParams): void {
  const query = readPreviewQuery(params);
  if (!query) return;
  if (showsPdf(query.name)) preloadPdfViewer();
  void import('./earlySource.ts').then((early) => early.requestSourceEarly(query));
}
