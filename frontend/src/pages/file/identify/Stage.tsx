import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { DetailBox, PidDetailRow } from '../../../api/pidDetails.ts';
import { BoxLayer } from './BoxLayer.tsx';
import { takeEarlyPaint } from './earlyPaint.ts';
import {
  boxFromCorners,
  dragBox,
  fitView,
  type Grip,
  sameBox,
  toPage,
  type View,
  zoomAt,
} from './geometry.ts';
import { SelectionLayer } from './SelectionLayer.tsx';
import type { Layers, Tool } from './types.ts';

export interface StageProps {
  drawingUrl: string;
  width: number;
  height: number;
  rows: PidDetailRow[];
  layers: Layers;
  selected: PidDetailRow | null;
  /** Items of the selected item's pipe run or loop. */
  related: PidDetailRow[];
  /** A place pointed at on the page (a missed tag's word). */
  marker?: DetailBox | null;
  editable: boolean;
  tool: Tool;
  onSelect: (id: string | null) => void;
  onChangeBox: (id: string, box: DetailBox) => void;
  onDraw: (box: DetailBox) => void;
}

export interface StageHandle {
  zoomBy: (factor: number) => void;
  fit: () => void;
  /** Brings a box into view (the review queue steps through items). */
  reveal: (box: DetailBox) => void;
}

/** A pointer press: a pan (possibly a click on a box), a box being moved/resized, or a box being drawn. */
type Gesture =
  | { kind: 'pan'; startX: number; startY: number; view: View; moved: boolean; boxId: string | null }
  | { kind: 'edit'; grip: Grip; start: { x: number; y: number }; box: DetailBox; id: string }
  | { kind: 'draw'; start: { x: number; y: number } };

const sizeOf = (el: HTMLElement | null) => ({ w: el?.clientWidth ?? 800, h: el?.clientHeight ?? 600 });

/** Movement (screen px) below which a press on a box is a click, not a pan. */
const CLICK_SLOP = 4;
/** After the last pan/zoom step, the stage is re-rasterised sharp at its new scale. */
const SETTLE_MS = 160;

/**
 * The page drawing with its boxes, panned and zoomed by one CSS transform written straight to the DOM:
 * no React render while the view moves. Only the selection layer renders during a box edit.
 */
export const Stage = forwardRef<StageHandle, StageProps>(function Stage(props, ref) {
  const { drawingUrl, width, height, rows, layers, selected, related, editable, tool } = props;
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoomLabelRef = useRef<HTMLSpanElement>(null);
  const view = useRef<View>({ x: 0, y: 0, s: 1 });
  const gesture = useRef<Gesture | null>(null);
  const settleTimer = useRef<number>(0);
  const [draft, setDraft] = useState<DetailBox | null>(null);
  const [drawn, setDrawn] = useState<DetailBox | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const apply = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const { x, y, s } = view.current;
    stage.style.transform = `translate(${x}px, ${y}px) scale(${s})`;
    // Compositor-only while moving; dropping the hint afterwards lets Chromium redraw it sharp.
    stage.style.willChange = 'transform';
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      stage.style.willChange = 'auto';
    }, SETTLE_MS);
    if (zoomLabelRef.current) zoomLabelRef.current.textContent = `${Math.round(s * 100)}%`;
  }, []);

  const viewportSize = useCallback(() => sizeOf(viewportRef.current), []);

  const fitPage = useCallback(() => {
    const { w, h } = viewportSize();
    view.current = fitView(width, height, w, h);
    apply();
  }, [width, height, apply, viewportSize]);

  // The first fit takes over the drawing painted before the app loaded (earlyPaint.ts), in the same frame,
  // keeping the view the user moved it to; a later one (another page) fits.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (!tookOver.current) {
      tookOver.current = true;
      const early = takeEarlyPaint();
      const rect = viewportRef.current?.getBoundingClientRect();
      if (early && rect) {
        view.current = { s: early.s, x: early.x - rect.left, y: early.y - rect.top };
        apply();
        return;
      }
    }
    fitPage();
  }, [fitPage, apply]);

  useImperativeHandle(
    ref,
    () => ({
      zoomBy: (factor) => {
        const { w, h } = viewportSize();
        view.current = zoomAt(view.current, factor, w / 2, h / 2);
        apply();
      },
      fit: fitPage,
      reveal: (box) => {
        const { w, h } = viewportSize();
        const v = view.current;
        const cx = box.x + box.w / 2;
        const cy = box.y + box.h / 2;
        // Zoom in to read the item when the page is shown small, then centre it.
        const s = Math.max(v.s, Math.min(2, (Math.min(w, h) / Math.max(box.w, box.h, 1)) * 0.15));
        view.current = { s, x: w / 2 - cx * s, y: h / 2 - cy * s };
        apply();
      },
    }),
    [apply, fitPage, viewportSize],
  );

  // Wheel zoom needs a non-passive listener to keep the page itself from scrolling.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      view.current = zoomAt(view.current, factor, e.clientX - rect.left, e.clientY - rect.top);
      apply();
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [apply]);

  const local = (e: React.PointerEvent) => {
    const rect = viewportRef.current!.getBoundingClientRect();
    return { px: e.clientX - rect.left, py: e.clientY - rect.top };
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const { px, py } = local(e);
    const at = toPage(view.current, px, py);
    const target = e.target as Element;
    const grip = target.getAttribute('data-grip') as Grip | null;
    const current = latest.current;
    if (grip && current.selected && current.editable) {
      gesture.current = { kind: 'edit', grip, start: at, box: current.selected.box, id: current.selected.id };
    } else if (current.tool === 'draw' && current.editable) {
      gesture.current = { kind: 'draw', start: at };
    } else {
      gesture.current = {
        kind: 'pan',
        startX: px,
        startY: py,
        view: view.current,
        moved: false,
        boxId: target.getAttribute('data-id'),
      };
    }
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    const { px, py } = local(e);
    if (g.kind === 'pan') {
      const dx = px - g.startX;
      const dy = py - g.startY;
      if (!g.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      g.moved = true;
      view.current = { ...g.view, x: g.view.x + dx, y: g.view.y + dy };
      apply();
      return;
    }
    const at = toPage(view.current, px, py);
    if (g.kind === 'edit')
      setDraft(dragBox(g.box, g.grip, at.x - g.start.x, at.y - g.start.y, width, height));
    else setDrawn(boxFromCorners(g.start, at, width, height));
  };

  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const current = latest.current;
    if (g.kind === 'pan') {
      if (!g.moved) current.onSelect(g.boxId);
    } else if (g.kind === 'edit') {
      const { px, py } = local(e);
      const at = toPage(view.current, px, py);
      const box = dragBox(g.box, g.grip, at.x - g.start.x, at.y - g.start.y, width, height);
      if (!sameBox(box, g.box)) current.onChangeBox(g.id, box);
      setDraft(null);
    } else {
      const { px, py } = local(e);
      const box = boxFromCorners(g.start, toPage(view.current, px, py), width, height);
      setDrawn(null);
      // A click without a drag draws nothing: a box needs some size to hold a tag.
      if (box.w * view.current.s >= CLICK_SLOP && box.h * view.current.s >= CLICK_SLOP) current.onDraw(box);
    }
  };

  return (
    <div
      ref={viewportRef}
      className={`identify-viewport identify-tool-${tool}`}
      data-testid="identify-viewport"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
        setDraft(null);
        setDrawn(null);
      }}
    >
      <div ref={stageRef} className="identify-stage" style={{ width, height }} data-testid="identify-stage">
        <img
          className="identify-drawing"
          src={drawingUrl}
          width={width}
          height={height}
          alt=""
          draggable={false}
        />
        <BoxLayer rows={rows} layers={layers} width={width} height={height} />
        <SelectionLayer
          width={width}
          height={height}
          selected={selected && layers[selected.type] ? selected : null}
          box={draft ?? selected?.box ?? null}
          related={related}
          drawn={drawn}
          marker={props.marker ?? null}
          editable={editable}
        />
      </div>
      <span ref={zoomLabelRef} className="identify-zoom" data-testid="identify-zoom" />
    </div>
  );
});
