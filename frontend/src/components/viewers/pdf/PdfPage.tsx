import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { viewSize } from '../geometry/transform.ts';
import { MarkupLayer } from '../markup/MarkupLayer.tsx';
import type { MarkupTools } from '../markup/useMarkupTools.ts';
import { HighlightLayer } from '../shared/HighlightLayer.tsx';
import type { MarkupProps, Point, Rotation } from '../types.ts';

export interface PdfPageProps {
  page: number;
  /** Page coordinates (pdf.js viewport at scale 1). */
  size: { width: number; height: number };
  scale: number;
  rotation: Rotation;
  attach: (page: number, element: HTMLElement | null) => void;
  observe: (page: number, element: HTMLElement) => () => void;
  label: (page: number) => string;
  /** Near the view: overlays (search hits, markup) are mounted. */
  active: boolean;
  highlights?: { key: string; points: Point[]; current: boolean }[];
  markup?: MarkupProps;
  tools?: MarkupTools;
}

/** One page placeholder; the renderer puts the canvas in it, overlays sit on top. */
const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const { page, size, scale, rotation, attach, observe, active, highlights, markup, tools } = props;
  const box = viewSize({ ...size, scale, rotation });
  const ref = useCallback(
    (element: HTMLDivElement) => {
      attach(page, element);
      const stop = observe(page, element);
      return () => {
        stop();
        attach(page, null);
      };
    },
    [page, attach, observe],
  );
  return (
    <div
      ref={ref}
      className="ll-pdf__page"
      style={{ width: box.width, height: box.height }}
      data-page={page}
      data-testid={`pdf-page-${page}`}
      aria-label={props.label(page)}
      role="img"
    >
      {active && highlights && highlights.length > 0 && (
        <HighlightLayer quads={highlights} size={size} scale={scale} rotation={rotation} />
      )}
      {active && markup && (
        <MarkupLayer
          shapes={markup.shapes}
          onChange={markup.onChange}
          readOnly={markup.readOnly}
          page={page}
          size={size}
          scale={scale}
          rotation={rotation}
          tools={tools}
        />
      )}
    </div>
  );
});

type Highlights = PdfPageProps['highlights'];

/**
 * Every page's placeholder. Memoised apart from the toolbar, so typing a search or picking a tool does
 * not touch thousands of pages; overlays are mounted only on pages near the view.
 */
export const PdfPageList = memo(function PdfPageList(props: {
  pageCount: number;
  /** Placeholders built, from page 1 (the rest follow once the first page is on screen). */
  built: number;
  sizeOf: (page: number) => { width: number; height: number };
  scale: number;
  rotation: Rotation;
  attach: PdfPageProps['attach'];
  observe: PdfPageProps['observe'];
  near: ReadonlySet<number>;
  highlightsFor: (page: number) => Highlights;
  markup?: MarkupProps;
  tools?: MarkupTools;
}) {
  const { t } = useTranslation();
  const label = useCallback((page: number) => t('viewers.pageLabel', { page }), [t]);
  const pages = [];
  for (let page = 1; page <= Math.min(props.built, props.pageCount); page++) {
    const near = props.near.has(page);
    pages.push(
      <PdfPage
        key={page}
        page={page}
        size={props.sizeOf(page)}
        scale={props.scale}
        rotation={props.rotation}
        attach={props.attach}
        observe={props.observe}
        label={label}
        active={near}
        highlights={near ? props.highlightsFor(page) : undefined}
        markup={near ? props.markup : undefined}
        tools={near ? props.tools : undefined}
      />,
    );
  }
  return <div className="ll-pdf__pages">{pages}</div>;
});
