import { PREFERENCE_KEYS } from '@loopline/shared/contracts/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preference, savePreference } from '../../../api/content.ts';
import { fileKeys } from '../queries.ts';

/**
 * The file list's visible columns, kept in the caller's eip-preferences (`fileList.columns`, the ids
 * shown). Null: never chosen (or unreadable), so every column shows.
 */
export function useFileColumns(): [string[] | null, (visible: string[]) => void] {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fileKeys.listColumns(),
    queryFn: async () => {
      const saved = await preference<unknown>(PREFERENCE_KEYS.fileListColumns).catch(() => null);
      return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : null;
    },
  });
  const change = useCallback(
    (visible: string[]) => {
      queryClient.setQueryData(fileKeys.listColumns(), visible);
      savePreference(PREFERENCE_KEYS.fileListColumns, visible).catch(() => {
        // The choice still applies to this visit.
      });
    },
    [queryClient],
  );
  return [query.data ?? null, change];
}
