import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import {
  clampPanelWidth,
  draggedWidth,
  PANEL_KEY_STEP,
  PANEL_MAX_WIDTH,
  PANEL_MIN_WIDTH,
} from './recognitionPanel.ts';

/**
 * The left edge of the side panel: dragged with a pointer, or moved with the arrow keys (Home and
 * End for the limits); the width stays between 288 and 500 px (spec 1 §9).
 */
export function PanelResizer({
  width,
  onWidth,
  label,
}: {
  width: number;
  onWidth: (width: number) => void;
  label: string;
}) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const down = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onWidth(draggedWidth(drag.current.startWidth, drag.current.startX, event.clientX));
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: width + PANEL_KEY_STEP,
      ArrowRight: width - PANEL_KEY_STEP,
      Home: PANEL_MIN_WIDTH,
      End: PANEL_MAX_WIDTH,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onWidth(clampPanelWidth(to));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter; <hr> can take neither focus nor pointer drags.
    <div
      className="ll-rec-panel__handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={PANEL_MIN_WIDTH}
      aria-valuemax={PANEL_MAX_WIDTH}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      data-testid="recognition-panel-resizer"
    />
  );
}
