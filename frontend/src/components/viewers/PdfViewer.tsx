import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPageInput, stepPreset } from './geometry/zoom.ts';
import { useMarkupTools } from './markup/useMarkupTools.ts';
import { PdfPageList } from './pdf/PdfPage.tsx';
import { PdfToolbar } from './pdf/PdfToolbar.tsx';
import { CSS_UNITS } from './pdf/pdfjs.ts';
import { CHUNK_SIZE } from './pdf/renderPlan.ts';
import { useFirstPageShown } from './pdf/useFirstPageShown.ts';
import { useHandDrag } from './pdf/useHandDrag.ts';
import { useHitNavigation } from './pdf/useHitNavigation.ts';
import { usePageRenderer } from './pdf/usePageRenderer.ts';
import { usePageTracker } from './pdf/usePageTracker.ts';
import { usePdfDocument } from './pdf/usePdfDocument.ts';
import { useRenderPlan } from './pdf/useRenderPlan.ts';
import { useZoomRotation } from './pdf/useZoomRotation.ts';
import { ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';
import type { MarkupProps } from './types.ts';

export { preloadPdfDocument } from './pdf/openDocument.ts';

export interface PdfViewerProps {
  url: string;
  /** 1-based page to open at (clamped to the page count). */
  initialPage?: number;
  markup?: MarkupProps;
}

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
  const { doc, firstSize, ahead, error } = usePdfDocument(url);
  const pageCount = doc?.numPages ?? 0;
  const tracker = usePageTracker(scrollerRef);
  const { current, visible, element } = tracker;
  const { scale, rotation, zoomTo, rotate } = useZoomRotation({ scrollerRef, element, current });
  const viewScale = scale * CSS_UNITS;
  const [hand, setHand] = useState(true);
  const tools = useMarkupTools(markup, t('viewers.markupConfirmDelete'));
  const handOn = hand && !tools.tool;
  const handDrag = useHandDrag(handOn);
  const { renderer, sizeOf } = usePageRenderer(doc, firstSize, ahead);
  const active = useRenderPlan(renderer, { pageCount, viewScale, rotation, sizeOf, current, visible });
  const search = useHitNavigation(doc, { scrollerRef, element, sizeOf, viewScale, rotation });
  const built = useFirstPageShown(frameRef, renderer, { failed: Boolean(error), markup: Boolean(markup) });
  const opening = clampPageInput(initialPage ?? 1, Math.max(1, pageCount)) ?? 1;

  const goToPage = useCallback(
    (page: number) => {
      const target = element(page);
      const scroller = scrollerRef.current;
      if (!target || !scroller) return;
      scroller.scrollTop = target.offsetTop - 12;
      tracker.jump(page);
    },
    [element, tracker.jump],
  );

  // Open at the requested page once the placeholders exist.
  const opened = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!doc || !firstSize || opened.current === url) return;
    opened.current = url;
    if (opening > 1) goToPage(opening);
  }, [doc, firstSize, url, opening, goToPage]);

  const near = useMemo(() => new Set([...active, ...visible]), [active, visible]);

  const onTool = (id: string) => {
    if (id === 'hand') {
      setHand(!handOn);
      if (!handOn) tools.setTool(null);
    } else if (id === 'rotate') rotate();
    else if (id === 'previous-page') goToPage(Math.max(1, current - 1));
    else if (id === 'next-page') goToPage(Math.min(pageCount, current + 1));
    else if (id === 'zoom-in') zoomTo(stepPreset(scale, 1));
    else if (id === 'zoom-out') zoomTo(stepPreset(scale, -1));
    else if (id === 'fullscreen') fullscreen.toggle();
  };

  // Until the first page is on screen the toolbar row is held by an empty bar of its height: building
  // the toolbar's controls would otherwise come first.
  const toolbar = !built.toolbar ? (
    <span className="ll-viewer__toolbar-pending" />
  ) : (
    <PdfToolbar
      hand={handOn}
      page={current}
      pageCount={pageCount}
      scale={scale}
      fullscreen={fullscreen.active}
      onTool={onTool}
      onPage={goToPage}
      onZoom={zoomTo}
      search={search.box}
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
            // Until the first page is on screen only the pages around it are built.
            built={built.firstShown ? pageCount : Math.min(pageCount, opening + CHUNK_SIZE)}
            sizeOf={sizeOf}
            scale={viewScale}
            rotation={rotation}
            attach={renderer.attach}
            observe={tracker.observe}
            near={near}
            highlightsFor={search.highlightsFor}
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
