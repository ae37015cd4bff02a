import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickShape } from '../geometry/hitTest.ts';
import { isMeaningful, markupUnit, moveShape, shapeBounds, simplifyStroke } from '../geometry/shapes.ts';
import { pageToViewMatrix, viewSize, viewToPage } from '../geometry/transform.ts';
import type { MarkupShape, Point, Rotation } from '../types.ts';
import { ShapeView } from './ShapeView.tsx';
import { type MarkupTools, newShapeId } from './useMarkupTools.ts';
import './markup.css';

export interface MarkupLayerProps {
  /** All shapes of the file; the layer shows those of its page. */
  shapes: readonly MarkupShape[];
  /** The whole new list, and the page that changed (the caller saves per file and page). */
  onChange?: (shapes: MarkupShape[], page: number) => void;
  readOnly?: boolean;
  page: number;
  /** The page in page coordinates, and how it is shown. */
  size: { width: number; height: number };
  scale: number;
  rotation: Rotation;
  tools?: MarkupTools;
}

type Drag =
  | { kind: 'draw'; shape: MarkupShape }
  | { kind: 'move'; id: string; from: Point; dx: number; dy: number };

/**
 * The 2D markup layer: an SVG over one page whose content is drawn in page coordinates through the same
 * page → view matrix as the page itself, so zoom and rotation keep shapes in place.
 */
export function MarkupLayer({
  shapes,
  onChange,
  readOnly,
  page,
  size,
  scale,
  rotation,
  tools,
}: MarkupLayerProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [typing, setTyping] = useState<{ at: Point; view: Point; text: string } | null>(null);
  const finished = useRef<object | null>(null);
  const geometry = { ...size, scale, rotation };
  const view = viewSize(geometry);
  const matrix = pageToViewMatrix(geometry);
  const unit = markupUnit(size.width, size.height);
  const onPage = useMemo(() => shapes.filter((s) => s.page === page), [shapes, page]);
  const tool = readOnly ? null : (tools?.tool ?? null);
  const selectedId = tools?.selected?.page === page ? tools.selected.id : null;

  const toPage = (event: PointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return viewToPage({ x: event.clientX - rect.left, y: event.clientY - rect.top }, geometry);
  };

  const commit = (next: MarkupShape[]) => onChange?.(next, page);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!tool || !tools || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    svgRef.current?.focus({ preventScroll: true });
    const p = toPage(event);
    if (tool === 'select') {
      const hit = pickShape(onPage, p, 6 / scale, unit);
      tools.setSelected(hit ? { page, id: hit.id } : null);
      if (hit) {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ kind: 'move', id: hit.id, from: p, dx: 0, dy: 0 });
      }
      return;
    }
    if (tool === 'text') {
      const rect = event.currentTarget.getBoundingClientRect();
      setTyping({ at: p, view: { x: event.clientX - rect.left, y: event.clientY - rect.top }, text: '' });
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    const shape: MarkupShape = {
      id: newShapeId(),
      annoType: tool,
      page,
      points: tool === 'pen' ? [p] : [p, p],
      stroke: tools.color,
      width: tools.width,
    };
    setDrag({ kind: 'draw', shape });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const p = toPage(event);
    if (drag.kind === 'move') {
      setDrag({ ...drag, dx: p.x - drag.from.x, dy: p.y - drag.from.y });
      return;
    }
    const { shape } = drag;
    const points = shape.annoType === 'pen' ? [...shape.points, p] : [shape.points[0], p];
    setDrag({ kind: 'draw', shape: { ...shape, points } });
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.kind === 'move') {
      if (drag.dx === 0 && drag.dy === 0) return;
      commit(shapes.map((s) => (s.id === drag.id ? moveShape(s, drag.dx, drag.dy) : s)));
      return;
    }
    let shape = drag.shape;
    if (shape.annoType === 'pen') shape = { ...shape, points: simplifyStroke(shape.points, 1.5 / scale) };
    if (isMeaningful(shape, 3 / scale)) commit([...shapes, shape]);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId) {
      event.preventDefault();
      tools?.removeSelected();
    } else if (event.key === 'Escape') {
      setDrag(null);
      tools?.setSelected(null);
    }
  };

  const finishText = () => {
    // Enter and the blur that follows both end the typing; only the first one counts.
    if (!typing || !tools || finished.current === typing) return;
    finished.current = typing;
    const shape: MarkupShape = {
      id: newShapeId(),
      annoType: 'text',
      page,
      points: [typing.at],
      stroke: tools.color,
      width: tools.width,
      text: typing.text.trim(),
    };
    setTyping(null);
    if (isMeaningful(shape, 0)) commit([...shapes, shape]);
  };

  const shown = onPage.map((s) =>
    drag?.kind === 'move' && s.id === drag.id ? moveShape(s, drag.dx, drag.dy) : s,
  );
  const selected = selectedId ? shown.find((s) => s.id === selectedId) : undefined;
  const box = selected ? shapeBounds(selected, unit) : null;
  const pad = 4 / scale;
  const className = [
    'll-markup',
    tool ? 'll-markup--active' : '',
    tool === 'select' ? 'll-markup--select' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <svg
        ref={svgRef}
        className={className}
        width={view.width}
        height={view.height}
        tabIndex={tool ? 0 : -1}
        role="img"
        aria-label={t('viewers.markupLayer', { page })}
        data-testid={`markup-layer-${page}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
      >
        <g transform={`matrix(${matrix.join(' ')})`}>
          {shown.map((s) => (
            <ShapeView key={s.id} shape={s} unit={unit} />
          ))}
          {drag?.kind === 'draw' && <ShapeView shape={drag.shape} unit={unit} />}
          {box && (
            <rect
              className="ll-markup__selection"
              x={box.x - pad}
              y={box.y - pad}
              width={box.width + 2 * pad}
              height={box.height + 2 * pad}
            />
          )}
        </g>
      </svg>
      {typing && (
        <input
          className="ll-markup__text-input"
          style={{ left: typing.view.x, top: typing.view.y }}
          // biome-ignore lint/a11y/noAutofocus: the field opens where the user just clicked to type.
          autoFocus
          placeholder={t('viewers.markupTextPlaceholder')}
          aria-label={t('viewers.markupText')}
          value={typing.text}
          maxLength={500}
          onChange={(e) => setTyping({ ...typing, text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finishText();
            if (e.key === 'Escape') setTyping(null);
          }}
          onBlur={finishText}
          data-testid="markup-text-input"
        />
      )}
    </>
  );
}
