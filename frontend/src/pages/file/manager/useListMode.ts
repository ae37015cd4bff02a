import type { ListMode } from '@loopline/shared';
import { useCallback, useEffect, useState } from 'react';
import { getListMode, setListMode } from '../../../api/files.ts';

/** The caller's list mode (list or thumbnail), read from and saved to the server (spec 1 §2); null until read. */
export function useListMode(): [ListMode | null, (mode: ListMode) => void] {
  const [mode, setMode] = useState<ListMode | null>(null);
  useEffect(() => {
    let live = true;
    getListMode().then(
      (saved) => live && setMode(saved),
      () => live && setMode('list'),
    );
    return () => {
      live = false;
    };
  }, []);
  const change = useCallback((next: ListMode) => {
    setMode(next);
    setListMode(next).catch(() => {
      // The API client has shown the error; the mode still applies to this visit.
    });
  }, []);
  return [mode, change];
}
