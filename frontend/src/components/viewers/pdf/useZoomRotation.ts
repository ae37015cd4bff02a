import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rotateClockwise } from '../geometry/transform.ts';
import { stepPreset } from '../geometry/zoom.ts';
import type { Rotation } from '../types.ts';
import { OPENING_ZOOM } from './drawPage.ts';

interface Place {
  scrollerRef: RefObject<HTMLDivElement | null>;
  element: (page: number) => HTMLElement | undefined;
  current: number;
}

/**
 * Zoom (presets; Ctrl/⌘ + wheel steps through them instead of zooming the browser page) and rotation,
 * both keeping the current page, and the position within it, in view.
 */
export function useZoomRotation({ scrollerRef, element, current }: Place) {
  const [scale, setScale] = useState(OPENING_ZOOM);
  const [rotation, setRotation] = useState<Rotation>(0);
  const anchor = useRef<{ page: number; fraction: number } | null>(null);

  const keepPlace = () => {
    const page = element(current);
    const scroller = scrollerRef.current;
    anchor.current =
      page && scroller
        ? { page: current, fraction: (scroller.scrollTop - page.offsetTop) / Math.max(1, page.offsetHeight) }
        : null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoom and rotation are the triggers.
  useLayoutEffect(() => {
    const place = anchor.current;
    anchor.current = null;
    const page = place && element(place.page);
    const scroller = scrollerRef.current;
    if (place && page && scroller) scroller.scrollTop = page.offsetTop + place.fraction * page.offsetHeight;
  }, [scale, rotation, element]);

  const zoomTo = (next: number) => {
    if (next === scale) return;
    keepPlace();
    setScale(next);
  };
  const rotate = () => {
    keepPlace();
    setRotation(rotateClockwise(rotation));
  };

  const latest = useRef({ scale, zoomTo });
  latest.current = { scale, zoomTo };
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      latest.current.zoomTo(stepPreset(latest.current.scale, event.deltaY < 0 ? 1 : -1));
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, [scrollerRef]);

  return { scale, rotation, zoomTo, rotate };
}
