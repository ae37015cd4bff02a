import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Full screen for one element (the viewer), following the browser when the user leaves with Esc. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const sync = () => setActive(Boolean(ref.current) && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement === element) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      void element.requestFullscreen?.().catch(() => undefined);
    }
  }, [ref]);

  return {
    active,
    toggle,
    supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false,
  };
}
