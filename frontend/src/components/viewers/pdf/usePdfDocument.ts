import { useLayoutEffect, useState } from 'react';
import type { DrawnAhead } from './drawPage.ts';
import { takeDocument } from './openDocument.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';

export interface PdfDocumentState {
  doc?: PDFDocumentProxy;
  /** Size of page 1 at scale 1: the placeholder size of pages not fetched yet. */
  firstSize?: { width: number; height: number };
  /** The opening page drawn before the viewer mounted (preloaded documents only). */
  ahead?: Promise<DrawnAhead | null>;
  error?: 'password' | 'failed';
}

/** Opens a PDF by URL (streamed by pdf.js), and closes it when the URL changes or the viewer goes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({});
  // Started in a layout effect: the request is under way before the first paint of the viewer.
  useLayoutEffect(() => {
    setState({});
    let live = true;
    const opening = takeDocument(url);
    opening.task.promise
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (live)
          setState({ doc, firstSize: { width: first.width, height: first.height }, ahead: opening.ahead });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const name = error instanceof Error ? error.name : '';
        setState({ error: name === 'PasswordException' ? 'password' : 'failed' });
      });
    return () => {
      live = false;
      opening.close();
    };
  }, [url]);
  return state;
}
