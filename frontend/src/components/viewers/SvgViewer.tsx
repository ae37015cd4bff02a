import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matrixToCss, pageToViewMatrix } from './geometry/transform.ts';
import { MAX_SCALE } from './geometry/zoom.ts';
import { MarkupLayer } from './markup/MarkupLayer.tsx';
import { MarkupToolbar } from './markup/MarkupToolbar.tsx';
import { useMarkupTools } from './markup/useMarkupTools.ts';
import { findHits, stepHit } from './search/find.ts';
import { HighlightLayer } from './shared/HighlightLayer.tsx';
import { PanZoomStage } from './shared/PanZoomStage.tsx';
import { PanZoomTools, SearchBox, ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';
import { usePanZoom } from './shared/usePanZoom.ts';
import { sanitizeSvg, svgSize } from './svg/sanitize.ts';
import { textElementQuad } from './svg/textQuads.ts';
import type { MarkupProps } from './types.ts';

export interface SvgViewerProps {
  /** SVG text (sanitised by the server; sanitised here again before it is shown). */
  svg: string;
  markup?: MarkupProps;
}

/**
 * SVG preview: reset, rotate, zoom and pan, search in the drawing's text with previous / next, full
 * screen, optional markup. The drawing is put inline (no <img>/<object>) inside a shadow root, so its
 * own styles cannot leak into the page, after DOMPurify removed scripts, handlers and external references.
 */
export default function SvgViewer({ svg, markup }: SvgViewerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const clean = useMemo(() => sanitizeSvg(svg), [svg]);
  const [drawing, setDrawing] = useState<{
    size: { width: number; height: number };
    texts: SVGTextElement[];
  } | null>(null);
  const [query, setQuery] = useState('');
  const [hitIndex, setHitIndex] = useState(-1);
  const page = drawing?.size ?? null;
  const { view, reset, rotate, zoomTo, centerOn, panHandlers, panning } = usePanZoom(
    stageRef,
    page,
    MAX_SCALE,
  );
  const tools = useMarkupTools(markup, t('viewers.markupConfirmDelete'));
  const scale = view?.scale ?? 1;

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>:host{display:block}svg{display:block;overflow:hidden}</style>${clean}`;
    const element = root.querySelector('svg');
    if (!element) {
      setDrawing(null);
      return;
    }
    const size = svgSize(element);
    element.setAttribute('width', String(size.width));
    element.setAttribute('height', String(size.height));
    setDrawing({ size, texts: Array.from(element.querySelectorAll('text')) });
  }, [clean]);

  const hits = useMemo(
    () =>
      drawing
        ? findHits(
            drawing.texts.map((el) => el.textContent ?? ''),
            query,
            false,
          )
        : [],
    [drawing, query],
  );
  const quads = useMemo(() => {
    if (!drawing) return [];
    return hits.map((hit, i) => {
      const part = hit.parts[0];
      const el = drawing.texts[part.item];
      return { key: String(i), points: textElementQuad(el, part.start, part.end), current: i === hitIndex };
    });
  }, [drawing, hits, hitIndex]);

  const step = (direction: 1 | -1) => {
    const next = stepHit(hitIndex, hits.length, direction);
    setHitIndex(next);
    const q = quads[next];
    if (q) {
      const cx = q.points.reduce((s, p) => s + p.x, 0) / q.points.length;
      const cy = q.points.reduce((s, p) => s + p.y, 0) / q.points.length;
      centerOn({ x: cx, y: cy });
    }
  };

  const toolbar = (
    <>
      <PanZoomTools scale={scale} zoomTo={zoomTo} reset={reset} rotate={rotate} fullscreen={fullscreen} />
      <SearchBox
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setHitIndex(-1);
        }}
        onStep={step}
        position={hitIndex}
        total={hits.length}
      />
      {markup && <MarkupToolbar tools={tools} readOnly={markup.readOnly} />}
    </>
  );

  const geometry = page && view ? { ...page, scale: view.scale, rotation: view.rotation } : null;

  return (
    <ViewerFrame ref={frameRef} toolbar={toolbar} testId="svg-viewer">
      <PanZoomStage
        stageRef={stageRef}
        panning={panning}
        panHandlers={panHandlers}
        view={view}
        geometry={geometry}
        page={
          <>
            <div
              ref={hostRef}
              className="ll-viewer__content"
              style={geometry ? { transform: matrixToCss(pageToViewMatrix(geometry)) } : undefined}
              data-testid="svg-viewer-drawing"
            />
            {geometry && (
              <HighlightLayer
                quads={quads}
                size={geometry}
                scale={geometry.scale}
                rotation={geometry.rotation}
              />
            )}
            {markup && geometry && (
              <MarkupLayer
                shapes={markup.shapes}
                onChange={markup.onChange}
                readOnly={markup.readOnly}
                page={1}
                size={{ width: geometry.width, height: geometry.height }}
                scale={geometry.scale}
                rotation={geometry.rotation}
                tools={tools}
              />
            )}
          </>
        }
        after={!clean && <ViewerMessage tone="error">{t('viewers.svgEmpty')}</ViewerMessage>}
      />
    </ViewerFrame>
  );
}
