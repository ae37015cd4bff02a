import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { PageRenderer } from './pageRenderer.ts';

/**
 * Frame widths (CSS px) from which the PDF toolbar fits on one row, without and with the markup tools.
 * Held back, a toolbar that wraps onto more rows would push the shown page down when it arrives.
 */
export const ONE_ROW_TOOLBAR = { plain: 800, markup: 1360 } as const;

/**
 * What the viewer builds after its first page is on screen (or it failed to open), so that work does not
 * hold the page back: `firstShown` (the placeholders of the pages far from the opening one) and
 * `toolbar` (the toolbar's controls; at once where the toolbar would not fit on one row). Both stay
 * true for the viewer's life.
 */
export function useFirstPageShown(
  frameRef: RefObject<HTMLElement | null>,
  renderer: PageRenderer | null,
  options: { failed: boolean; markup: boolean },
): { firstShown: boolean; toolbar: boolean } {
  const [shown, setShown] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const oneRow = options.markup ? ONE_ROW_TOOLBAR.markup : ONE_ROW_TOOLBAR.plain;
  // A layout effect: a narrow frame gets its toolbar before the first paint.
  useLayoutEffect(() => {
    if ((frameRef.current?.clientWidth ?? 0) < oneRow) setNarrow(true);
  }, [frameRef, oneRow]);
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
  const firstShown = shown || options.failed;
  return { firstShown, toolbar: firstShown || narrow };
}
