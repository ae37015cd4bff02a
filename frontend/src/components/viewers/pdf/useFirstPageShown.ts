import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { PageRenderer } from './pageRenderer.ts';

/**
 * Frame widths (CSS px) from which the PDF toolbar fits on one row, without and with the markup tools.
 * Held back, a toolbar that wraps onto more rows would push the shown page down when it arrives.
 */
export const ONE_ROW_TOOLBAR = { plain: 800, markup: 1360 } as const;

/**
 * Whether the viewer may build its toolbar: once its first page is on screen (or it failed to open), so
 * that work does not hold the page back; at once where the toolbar would not fit on one row. Stays true
 * for the viewer's life.
 */
export function useFirstPageShown(
  frameRef: RefObject<HTMLElement | null>,
  renderer: PageRenderer | null,
  options: { failed: boolean; markup: boolean },
): boolean {
  const [shown, setShown] = useState(false);
  const oneRow = options.markup ? ONE_ROW_TOOLBAR.markup : ONE_ROW_TOOLBAR.plain;
  // A layout effect: a narrow frame gets its toolbar before the first paint.
  useLayoutEffect(() => {
    if (!shown && (frameRef.current?.clientWidth ?? 0) < oneRow) setShown(true);
  }, [shown, frameRef, oneRow]);
  useEffect(() => {
    if (shown || !renderer) return;
    let live = true;
    void renderer.firstShown.then(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [renderer, shown]);
  return shown || options.failed;
}
