import { useLayoutEffect, useState } from 'react';
import { type PDFDocumentProxy, pdfjs, pdfWorker } from './pdfjs.ts';

export interface PdfDocumentState {
  doc?: PDFDocumentProxy;
  /** Size of page 1 at scale 1: the placeholder size of pages not fetched yet. */
  firstSize?: { width: number; height: number };
  error?: 'password' | 'failed';
}

/** Opens a PDF by URL (streamed by pdf.js), and closes it when the URL changes or the viewer goes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({});
  // Started in a layout effect: the request is under way before the first paint of the viewer.
  useLayoutEffect(() => {
    setState({});
    let live = true;
    const task = pdfjs.getDocument({ url, enableXfa: false, worker: pdfWorker() });
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
      void task.destroy();
    };
  }, [url]);
  return state;
}
