import { useEffect } from 'react';

/**
 * Calls `onEscape` on Escape while `active`, unless a modal dialog is open: Escape then belongs
 * to the dialog (Cloudscape closes it), not to the panel or drawer underneath.
 */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}
