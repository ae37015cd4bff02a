import { useLayoutEffect, useState } from 'react';
import { type PDFDocumentProxy, pdfjs, pdfWorker } from './pdfjs.ts';

export interface PdfDocumentState {
  doc?: PDFDocumentProxy;
  /** Size of page 1 at scale 1: the placeholder size of pages not fetched yet. */
  firstSize?: { width: number; height: number };
  error?: 'password' | 'failed';
}

type LoadingTask = ReturnType<typeof pdfjs.getDocument>;

function open(url: string): LoadingTask {
  return pdfjs.getDocument({ url, enableXfa: false, worker: pdfWorker() });
}

/** A document opened ahead of its viewer (one at a time; the viewer of that URL takes it over). */
let preloaded: { url: string; task: LoadingTask } | null = null;
/** URLs a mounted viewer has open (a late preload of one of them would only open it twice). */
const openInViewer = new Set<string>();

/**
 * Starts opening a PDF before its viewer renders, so the request goes out while the page is still
 * being drawn. An earlier preload of another URL that no viewer took is closed.
 */
export function preloadPdfDocument(url: string): void {
  if (preloaded?.url === url || openInViewer.has(url)) return;
  if (preloaded) void preloaded.task.destroy();
  preloaded = { url, task: open(url) };
}

function take(url: string): LoadingTask {
  if (preloaded?.url !== url) return open(url);
  const { task } = preloaded;
  preloaded = null;
  return task;
}

/** Opens a PDF by URL (streamed by pdf.js), and closes it when the URL changes or the viewer goes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({});
  // Started in a layout effect: the request is under way before the first paint of the viewer.
  useLayoutEffect(() => {
    setState({});
    let live = true;
    const task = take(url);
    openInViewer.add(url);
    task.promise
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (live) setState({ doc, firstSize: { width: first.width, height: first.height } });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const name = error instanceof Error ? error.name : '';
        setState({ error: name === 'PasswordException' ? 'password' : 'failed' });
      });
    return () => {
      live = false;
      openInViewer.delete(url);
      void task.destroy();
    };
  }, [url]);
  return state;
}
