import type { ListMode } from '@loopline/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListMode, setListMode } from '../../../api/files.ts';
import { fileKeys } from '../queries.ts';

/** The caller's list mode (list or thumbnail), read from and saved to the server (spec 1 §2); null until read. */
export function useListMode(): [ListMode | null, (mode: ListMode) => void] {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fileKeys.listMode(),
    // Unreadable: the list, as before anything was saved.
    queryFn: () => getListMode().catch((): ListMode => 'list'),
  });
  const change = useCallback(
    (next: ListMode) => {
      queryClient.setQueryData(fileKeys.listMode(), next);
      setListMode(next).catch(() => {
        // The API client has shown the error; the mode still applies to this visit.
      });
    },
    [queryClient],
  );
  return [query.data ?? null, change];
}
