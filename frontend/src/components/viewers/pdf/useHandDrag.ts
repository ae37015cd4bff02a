import { type PointerEvent, useRef, useState } from 'react';

/** Hand tool: dragging the scroller scrolls it. */
export function useHandDrag(enabled: boolean) {
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const stop = () => {
    drag.current = null;
    setDragging(false);
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!enabled || event.button !== 0 || event.defaultPrevented) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const start = drag.current;
      if (!start || start.id !== event.pointerId) return;
      event.currentTarget.scrollLeft -= event.clientX - start.x;
      event.currentTarget.scrollTop -= event.clientY - start.y;
      drag.current = { ...start, x: event.clientX, y: event.clientY };
    },
    onPointerUp: stop,
    onPointerCancel: stop,
  };
  return { handlers, dragging };
}
