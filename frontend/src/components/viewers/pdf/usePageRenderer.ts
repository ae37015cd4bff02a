import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DrawnAhead } from './drawPage.ts';
import { PageRenderer } from './pageRenderer.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';

export type PageSize = { width: number; height: number };

/**
 * The document's page renderer (adopting the page drawn ahead, if any) and each page's size: page sizes
 * arrive as pages are fetched; only sizes differing from page 1 are kept, batched per frame.
 */
export function usePageRenderer(
  doc?: PDFDocumentProxy,
  firstSize?: PageSize,
  ahead?: Promise<DrawnAhead | null>,
) {
  const [sizes, setSizes] = useState<{ owner: PageRenderer | null; map: ReadonlyMap<number, PageSize> }>({
    owner: null,
    map: new Map(),
  });
  const pendingSizes = useRef(new Map<number, PageSize>());
  const renderer = useMemo(() => {
    if (!doc || !firstSize) return null;
    const created: PageRenderer = new PageRenderer(
      doc,
      (page, size) => {
        if (Math.abs(size.width - firstSize.width) < 0.5 && Math.abs(size.height - firstSize.height) < 0.5)
          return;
        pendingSizes.current.set(page, size);
        requestAnimationFrame(() => {
          if (pendingSizes.current.size === 0) return;
          const batch = pendingSizes.current;
          pendingSizes.current = new Map();
          setSizes((old) => ({
            owner: created,
            map: new Map([...(old.owner === created ? old.map : []), ...batch]),
          }));
        });
      },
      ahead,
    );
    return created;
  }, [doc, firstSize, ahead]);
  useEffect(() => () => renderer?.destroy(), [renderer]);
  const sizeMap = sizes.owner === renderer ? sizes.map : null;

  const sizeOf = useCallback(
    (page: number) => sizeMap?.get(page) ?? firstSize ?? { width: 612, height: 792 },
    [sizeMap, firstSize],
  );
  return { renderer, sizeOf };
}
