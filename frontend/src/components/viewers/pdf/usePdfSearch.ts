import { useEffect, useMemo, useRef, useState } from 'react';
import { findHits, runQuad } from '../search/find.ts';
import type { Point } from '../types.ts';
import { type PDFDocumentProxy, pdfjs } from './pdfjs.ts';

interface PageText {
  strs: string[];
  /** Per item: the viewport-applied text transform (scale 1) and the advance width. */
  runs: { tx: number[]; width: number; length: number }[];
}

export interface PdfHit {
  page: number;
  quads: Point[][];
}

async function pageText(doc: PDFDocumentProxy, page: number): Promise<PageText> {
  const proxy = await doc.getPage(page);
  const viewport = proxy.getViewport({ scale: 1 });
  const content = await proxy.getTextContent();
  const strs: string[] = [];
  const runs: PageText['runs'] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    // A line end reads as a space, so words on two lines do not run together.
    strs.push(item.hasEOL ? `${item.str} ` : item.str);
    runs.push({
      tx: pdfjs.Util.transform(viewport.transform, item.transform),
      width: item.width,
      length: item.str.length,
    });
  }
  return { strs, runs };
}

/**
 * Text search over every page: page texts are extracted once per document (in page order, a few pages
 * per frame), hits arrive as pages are searched, each with its highlight quadrilaterals in page
 * coordinates.
 */
export function usePdfSearch(doc: PDFDocumentProxy | undefined, query: string) {
  const cache = useRef<{ doc?: PDFDocumentProxy; pages: Map<number, PageText> }>({ pages: new Map() });
  const [hits, setHits] = useState<PdfHit[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  useEffect(() => {
    setHits([]);
    setProgress(null);
    const needle = query.trim();
    if (!doc || !needle) return;
    if (cache.current.doc !== doc) cache.current = { doc, pages: new Map() };
    const pages = cache.current.pages;
    let live = true;
    const run = async () => {
      await new Promise((r) => setTimeout(r, 250)); // typing pause
      const found: PdfHit[] = [];
      let flushed = performance.now();
      for (let page = 1; page <= doc.numPages && live; page++) {
        let text = pages.get(page);
        if (!text) {
          text = await pageText(doc, page);
          pages.set(page, text);
        }
        if (!live) return;
        for (const hit of findHits(text.strs, needle, true)) {
          const quads = hit.parts.map((part) => {
            const run = text.runs[part.item];
            return runQuad(run.tx, run.width, run.length, part.start, Math.min(part.end, run.length));
          });
          found.push({ page, quads });
        }
        if (page === doc.numPages || performance.now() - flushed > 150) {
          flushed = performance.now();
          setHits([...found]);
          setProgress(page === doc.numPages ? null : { done: page, total: doc.numPages });
        }
      }
    };
    run().catch(() => {
      if (live) setProgress(null);
    });
    return () => {
      live = false;
    };
  }, [doc, query]);

  const byPage = useMemo(() => {
    const map = new Map<number, number[]>();
    hits.forEach((hit, index) => {
      const list = map.get(hit.page) ?? [];
      list.push(index);
      map.set(hit.page, list);
    });
    return map;
  }, [hits]);

  return { hits, byPage, progress };
}
