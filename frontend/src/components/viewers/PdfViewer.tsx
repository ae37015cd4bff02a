import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageToView, rotateClockwise } from './geometry/transform.ts';
import { clampPageInput, stepPreset } from './geometry/zoom.ts';
import { useMarkupTools } from './markup/useMarkupTools.ts';
import { PdfPageList } from './pdf/PdfPage.tsx';
import { PdfToolbar } from './pdf/PdfToolbar.tsx';
import { PageRenderer } from './pdf/pageRenderer.ts';
import { CSS_UNITS } from './pdf/pdfjs.ts';
import { outputScale, planRender } from './pdf/renderPlan.ts';
import { useHandDrag } from './pdf/useHandDrag.ts';
import { usePageTracker } from './pdf/usePageTracker.ts';
import { usePdfDocument } from './pdf/usePdfDocument.ts';

export { preloadPdfDocument } from './pdf/usePdfDocument.ts';

import { usePdfSearch } from './pdf/usePdfSearch.ts';
import { stepHit } from './search/find.ts';
import { ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';
import type { MarkupProps, Rotation } from './types.ts';

export interface PdfViewerProps {
  url: string;
  /** 1-based page to open at (clamped to the page count). */
  initialPage?: number;
  markup?: MarkupProps;
}

type Size = { width: number; height: number };

/**
 * PDF preview with pdf.js: hand tool, rotate, search with hit highlighting, previous / next page, page
 * number input, zoom presets, full screen, optional markup. Pages are drawn lazily in chunks of 10 around
 * the page in view and far pages lose their canvas, so long documents open fast and memory stays bounded.
 */
export default function PdfViewer({ url, initialPage, markup }: PdfViewerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const { doc, firstSize, error } = usePdfDocument(url);
  const pageCount = doc?.numPages ?? 0;
  const [scale, setScale] = useState(1);
  const viewScale = scale * CSS_UNITS;
  const [rotation, setRotation] = useState<Rotation>(0);
  const [hand, setHand] = useState(true);
  const [sizes, setSizes] = useState<{ owner: PageRenderer | null; map: ReadonlyMap<number, Size> }>({
    owner: null,
    map: new Map(),
  });
  const [active, setActive] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const [hitIndex, setHitIndex] = useState(-1);
  const tools = useMarkupTools(markup, t('viewers.markupConfirmDelete'));
  const search = usePdfSearch(doc, query);
  const tracker = usePageTracker(scrollerRef);
  const anchor = useRef<{ page: number; fraction: number } | null>(null);
  const handOn = hand && !tools.tool;
  const handDrag = useHandDrag(handOn);

  // Page sizes arrive as pages are fetched; only sizes differing from page 1 are kept.
  const pendingSizes = useRef(new Map<number, Size>());
  const renderer = useMemo(() => {
    if (!doc || !firstSize) return null;
    const created: PageRenderer = new PageRenderer(doc, (page, size) => {
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
    });
    return created;
  }, [doc, firstSize]);
  useEffect(() => () => renderer?.destroy(), [renderer]);
  const sizeMap = sizes.owner === renderer ? sizes.map : null;

  const sizeOf = useCallback(
    (page: number) => sizeMap?.get(page) ?? firstSize ?? { width: 612, height: 792 },
    [sizeMap, firstSize],
  );

  // Plan: which pages hold canvases now (chunks of 10 around the view, within a pixel budget). A layout
  // effect, so a jump reaches the renderer before the browser paints rather than after.
  const { current, visible } = tracker;
  useLayoutEffect(() => {
    if (!renderer || pageCount === 0) return;
    const dpr = window.devicePixelRatio || 1;
    renderer.setView({ scale: viewScale, rotation, devicePixelRatio: dpr });
    const pagePixels = (page: number) => {
      const s = sizeOf(page);
      const out = outputScale(s.width * viewScale, s.height * viewScale, dpr);
      return s.width * s.height * viewScale * viewScale * out * out;
    };
    const shown = visible.length > 0 ? visible : [current];
    const plan = planRender({
      current,
      visible: shown,
      pageCount,
      rendered: renderer.renderedPages(),
      pagePixels,
    });
    const seen = new Set(shown);
    const kept = renderer.renderedPages().filter((p) => !plan.release.includes(p));
    const order = [...new Set([...plan.render, ...kept])].sort(
      (a, b) => Number(seen.has(b)) - Number(seen.has(a)) || Math.abs(a - current) - Math.abs(b - current),
    );
    renderer.update(order, plan.release);
    setActive((old) => (old.size === order.length && order.every((p) => old.has(p)) ? old : new Set(order)));
  }, [renderer, pageCount, viewScale, rotation, sizeOf, current, visible]);

  const goToPage = useCallback(
    (page: number) => {
      const element = tracker.element(page);
      const scroller = scrollerRef.current;
      if (!element || !scroller) return;
      scroller.scrollTop = element.offsetTop - 12;
      tracker.jump(page);
    },
    [tracker.element, tracker.jump],
  );

  // Open at the requested page once the placeholders exist.
  const opened = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!doc || !firstSize || opened.current === url) return;
    opened.current = url;
    const page = clampPageInput(initialPage ?? 1, doc.numPages) ?? 1;
    if (page > 1) goToPage(page);
  }, [doc, firstSize, url, initialPage, goToPage]);

  // Zoom and rotation keep the current page (and the position within it) in view.
  const keepPlace = () => {
    const element = tracker.element(current);
    const scroller = scrollerRef.current;
    anchor.current =
      element && scroller
        ? {
            page: current,
            fraction: (scroller.scrollTop - element.offsetTop) / Math.max(1, element.offsetHeight),
          }
        : null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoom and rotation are the triggers.
  useLayoutEffect(() => {
    const place = anchor.current;
    anchor.current = null;
    const element = place && tracker.element(place.page);
    const scroller = scrollerRef.current;
    if (place && element && scroller)
      scroller.scrollTop = element.offsetTop + place.fraction * element.offsetHeight;
  }, [scale, rotation, tracker.element]);

  const zoomTo = (next: number) => {
    if (next === scale) return;
    keepPlace();
    setScale(next);
  };
  const scale_ = useRef(scale);
  scale_.current = scale;
  const latestZoom = useRef(zoomTo);
  latestZoom.current = zoomTo;

  // Ctrl/⌘ + wheel steps through the zoom presets instead of zooming the browser page.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      latestZoom.current(stepPreset(scale_.current, event.deltaY < 0 ? 1 : -1));
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, []);

  // Search: a new query starts from its first hit; stepping scrolls the hit into the middle of the view.
  const showHit = (index: number) => {
    const hit = search.hits[index];
    const element = hit && tracker.element(hit.page);
    const scroller = scrollerRef.current;
    if (!hit || !element || !scroller) return;
    const points = hit.quads.flat();
    const centre = {
      x: points.reduce((s, p) => s + p.x, 0) / points.length,
      y: points.reduce((s, p) => s + p.y, 0) / points.length,
    };
    const at = pageToView(centre, { ...sizeOf(hit.page), scale: viewScale, rotation });
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
  const near = useMemo(() => new Set([...active, ...visible]), [active, visible]);

  const onTool = (id: string) => {
    if (id === 'hand') {
      setHand(!handOn);
      if (!handOn) tools.setTool(null);
    } else if (id === 'rotate') {
      keepPlace();
      setRotation(rotateClockwise(rotation));
    } else if (id === 'previous-page') goToPage(Math.max(1, current - 1));
    else if (id === 'next-page') goToPage(Math.min(pageCount, current + 1));
    else if (id === 'zoom-in') zoomTo(stepPreset(scale, 1));
    else if (id === 'zoom-out') zoomTo(stepPreset(scale, -1));
    else if (id === 'fullscreen') fullscreen.toggle();
  };

  const toolbar = (
    <PdfToolbar
      hand={handOn}
      page={current}
      pageCount={pageCount}
      scale={scale}
      fullscreen={fullscreen.active}
      onTool={onTool}
      onPage={goToPage}
      onZoom={zoomTo}
      search={{
        query,
        onQuery: (next: string) => {
          setQuery(next);
          setHitIndex(-1);
        },
        onStep: step,
        position: hitIndex,
        total: search.hits.length,
        progress: search.progress,
      }}
      markup={markup}
      tools={tools}
    />
  );

  const scrollerClass = [
    'll-pdf__scroller',
    handOn ? 'll-pdf__scroller--hand' : '',
    handDrag.dragging ? 'll-pdf__scroller--dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ViewerFrame ref={frameRef} toolbar={toolbar} testId="pdf-viewer">
      <div ref={scrollerRef} className={scrollerClass} {...handDrag.handlers} data-testid="pdf-scroller">
        {doc && firstSize && renderer && (
          <PdfPageList
            pageCount={pageCount}
            sizeOf={sizeOf}
            scale={viewScale}
            rotation={rotation}
            attach={renderer.attach}
            observe={tracker.observe}
            near={near}
            highlightsFor={highlightsFor}
            markup={markup}
            tools={tools}
          />
        )}
      </div>
      {error && (
        <ViewerMessage tone="error">
          {t(error === 'password' ? 'viewers.passwordProtected' : 'viewers.loadFailed')}
        </ViewerMessage>
      )}
      {!error && !doc && <ViewerMessage>{t('viewers.loading')}</ViewerMessage>}
    </ViewerFrame>
  );
}
