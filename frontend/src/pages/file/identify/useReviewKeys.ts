import { useEffect, useRef } from 'react';

interface Keys {
  reviewing: boolean;
  step: (delta: number) => void;
  onDelete?: () => void;
  onEscape: () => void;
}

/** Keyboard of the page: J/K or arrows step the review queue, Delete removes, Escape leaves a mode. */
export function useReviewKeys(keys: Keys) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      // Typing a tag or a threshold is not a shortcut, nor is anything inside a dialog.
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const k = latest.current;
      if (k.reviewing && (e.key === 'j' || e.key === 'ArrowRight' || e.key === 'ArrowDown')) k.step(1);
      else if (k.reviewing && (e.key === 'k' || e.key === 'ArrowLeft' || e.key === 'ArrowUp')) k.step(-1);
      else if ((e.key === 'Delete' || e.key === 'Backspace') && k.onDelete) k.onDelete();
      else if (e.key === 'Escape') k.onEscape();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
