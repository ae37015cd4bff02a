import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { pageToView, rotateClockwise } from '../geometry/transform.ts';
import { fitView, type PanZoom, rotateView, wheelScale, zoomAt } from '../geometry/zoom.ts';
import type { Point } from '../types.ts';
import { useElementSize } from './useElementSize.ts';

/**
 * Free pan and zoom of one page in a stage (image and SVG viewers): fitted at first and on reset (and
 * refitted when the stage resizes until the user moves the view), wheel zoom about the cursor, drag to pan,
 * rotation about the centre.
 */
export function usePanZoom(
  stageRef: RefObject<HTMLDivElement | null>,
  page: { width: number; height: number } | null,
  maxFitScale: number,
) {
  const stage = useElementSize(stageRef);
  const [view, setView] = useState<PanZoom | null>(null);
  const fitted = useRef(true);
  const pan = useRef<{ id: number; x: number; y: number } | null>(null);
  const [panning, setPanning] = useState(false);

  const ready = page !== null && stage.width > 0 && stage.height > 0;

  const reset = useCallback(() => {
    if (!page || stage.width === 0) return;
    fitted.current = true;
    setView(fitView(page, stage, 0, { maxScale: maxFitScale }));
  }, [page, stage, maxFitScale]);

  const refit = useCallback(() => {
    if (!page || stage.width === 0) return;
    setView((v) => fitView(page, stage, v?.rotation ?? 0, { maxScale: maxFitScale }));
  }, [page, stage, maxFitScale]);

  // A new page is fitted afresh; a resized stage (full screen) refits until the user has moved the view.
  const lastPage = useRef(page);
  useEffect(() => {
    if (!ready) return;
    if (lastPage.current !== page) {
      lastPage.current = page;
      reset();
    } else if (fitted.current) {
      refit();
    }
  }, [ready, reset, refit, page]);

  const moved = (next: (v: PanZoom) => PanZoom) => {
    fitted.current = false;
    setView((v) => (v ? next(v) : v));
  };

  const zoomTo = (scale: number) =>
    moved((v) => zoomAt(v, { x: stage.width / 2, y: stage.height / 2 }, scale));

  /** Rotates clockwise: a fitted view is fitted again, a zoomed one turns about its centre. */
  const rotate = () => {
    if (!page) return;
    if (fitted.current) {
      setView((v) => (v ? fitView(page, stage, rotateClockwise(v.rotation), { maxScale: maxFitScale }) : v));
    } else {
      moved((v) => rotateView(v, page, rotateClockwise(v.rotation)));
    }
  };

  /** Brings a page point to the middle of the stage (a search hit). */
  const centerOn = (p: Point) => {
    if (!page) return;
    moved((v) => {
      const at = pageToView(p, { ...page, scale: v.scale, rotation: v.rotation });
      return { ...v, x: stage.width / 2 - at.x, y: stage.height / 2 - at.y };
    });
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      fitted.current = false;
      setView((v) => (v ? zoomAt(v, anchor, wheelScale(v.scale, delta)) : v));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stageRef]);

  const panHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0 || event.defaultPrevented) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pan.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      setPanning(true);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const start = pan.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      pan.current = { ...start, x: event.clientX, y: event.clientY };
      moved((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    },
    onPointerUp: () => {
      pan.current = null;
      setPanning(false);
    },
    onPointerCancel: () => {
      pan.current = null;
      setPanning(false);
    },
  };

  return { view, reset, rotate, zoomTo, centerOn, panHandlers, panning, stage };
}
