import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';

/** A whole list loaded at once (invitations, links, applications), with reload and its failure. */
export function useList<T>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh load.
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((rows) => {
        if (!live) return;
        setItems(rows);
        setFailed(undefined);
      })
      .catch((error: unknown) => live && setFailed(isApiError(error) ? error.message : String(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { items, loading, failed, reload };
}
