import { type DrawnAhead, emptyCanvas, openingView, startDrawing, viewKey } from './drawPage.ts';
import { pdfjs, pdfWorker } from './pdfjs.ts';

export type LoadingTask = ReturnType<typeof pdfjs.getDocument>;

/** A document being opened, and the page drawn ahead of its viewer (null when that failed). */
export interface Opening {
  task: LoadingTask;
  ahead?: Promise<DrawnAhead | null>;
}

function open(url: string): LoadingTask {
  return pdfjs.getDocument({ url, enableXfa: false, worker: pdfWorker() });
}

/** The page the viewer opens at, drawn at the opening view while the rest of the page is still built. */
async function drawAhead(task: LoadingTask, page: number): Promise<DrawnAhead | null> {
  try {
    const doc = await task.promise;
    const shown = Math.min(Math.max(1, page), doc.numPages);
    const proxy = await doc.getPage(shown);
    const view = openingView();
    const { canvas, task: drawing } = startDrawing(proxy, view);
    await drawing.promise;
    return { page: shown, key: viewKey(view), proxy, canvas };
  } catch {
    // The viewer opens the document itself and reports its error.
    return null;
  }
}

/** A document opened ahead of its viewer (one at a time; the viewer of that URL takes it over). */
let preloaded: (Opening & { url: string }) | null = null;
/** URLs a mounted viewer has open (a late preload of one of them would only open it twice). */
const openInViewer = new Set<string>();

/**
 * Starts opening a PDF before its viewer renders, so the request goes out while the page is still
 * being drawn, and draws the page it opens at (`page`, 1-based) so the viewer can show it as soon as
 * its placeholder exists. An earlier preload of another URL that no viewer took is closed.
 */
export function preloadPdfDocument(url: string, page = 1): void {
  if (preloaded?.url === url || openInViewer.has(url)) return;
  if (preloaded) discard(preloaded);
  const task = open(url);
  preloaded = { url, task, ahead: drawAhead(task, page) };
}

function discard(opening: Opening) {
  void opening.ahead?.then((ahead) => ahead && emptyCanvas(ahead.canvas));
  void opening.task.destroy();
}

/** The preloaded document of this URL, or a new opening; the URL counts as open until `close`. */
export function takeDocument(url: string): Opening & { close: () => void } {
  let opening: Opening;
  if (preloaded?.url === url) {
    opening = preloaded;
    preloaded = null;
  } else {
    opening = { task: open(url) };
  }
  openInViewer.add(url);
  return {
    ...opening,
    close: () => {
      openInViewer.delete(url);
      discard(opening);
    },
  };
}
