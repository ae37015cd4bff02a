import { useEffect, useState } from 'react';
import type { PageRenderer } from './pageRenderer.ts';

/** Whether the viewer has shown its first page (or failed to open), and stays so for the viewer's life. */
export function useFirstPageShown(renderer: PageRenderer | null, failed: boolean): boolean {
  const [shown, setShown] = useState(false);
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
  return shown || failed;
}
