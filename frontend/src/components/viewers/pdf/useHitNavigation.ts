import { type RefObject, useCallback, useEffect, useState } from 'react';
import { pageToView } from '../geometry/transform.ts';
import { stepHit } from '../search/find.ts';
import type { Rotation } from '../types.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';
import type { PageSize } from './usePageRenderer.ts';
import { usePdfSearch } from './usePdfSearch.ts';

interface HitView {
  scrollerRef: RefObject<HTMLDivElement | null>;
  element: (page: number) => HTMLElement | undefined;
  sizeOf: (page: number) => PageSize;
  viewScale: number;
  rotation: Rotation;
}

/**
 * The viewer's search: the query, stepping through hits (a new query starts from its first hit; a hit is
 * scrolled into the middle of the view), and each page's highlights.
 */
export function useHitNavigation(doc: PDFDocumentProxy | undefined, view: HitView) {
  const [query, setQuery] = useState('');
  const [hitIndex, setHitIndex] = useState(-1);
  const search = usePdfSearch(doc, query);

  const showHit = (index: number) => {
    const hit = search.hits[index];
    const element = hit && view.element(hit.page);
    const scroller = view.scrollerRef.current;
    if (!hit || !element || !scroller) return;
    const points = hit.quads.flat();
    const centre = {
      x: points.reduce((s, p) => s + p.x, 0) / points.length,
      y: points.reduce((s, p) => s + p.y, 0) / points.length,
    };
    const at = pageToView(centre, {
      ...view.sizeOf(hit.page),
      scale: view.viewScale,
      rotation: view.rotation,
    });
    scroller.scrollTop = element.offsetTop + at.y - scroller.clientHeight / 2;
    scroller.scrollLeft = element.offsetLeft + at.x - scroller.clientWidth / 2;
  };
  const step = (direction: 1 | -1) => {
    const next = stepHit(hitIndex, search.hits.length, direction);
    setHitIndex(next);
    showHit(next);
  };
  const firstHit = search.hits.length > 0 && hitIndex === -1;
  useEffect(() => {
    if (firstHit) step(1);
  });

  const highlightsFor = useCallback(
    (page: number) =>
      search.byPage.get(page)?.flatMap((index) =>
        search.hits[index].quads.map((points, q) => ({
          key: `${index}-${q}`,
          points,
          current: index === hitIndex,
        })),
      ),
    [search.byPage, search.hits, hitIndex],
  );

  return {
    highlightsFor,
    /** The toolbar's search box. */
    box: {
      query,
      onQuery: (next: string) => {
        setQuery(next);
        setHitIndex(-1);
      },
      onStep: step,
      position: hitIndex,
      total: search.hits.length,
      progress: search.progress,
    },
  };
}
