import type { ListMode } from '@loopline/shared';
import { PREFERENCE_KEYS } from '@loopline/shared/contracts/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preference, savePreference } from '../../../api/content.ts';
import { getListMode } from '../../../api/files.ts';
import { fileKeys } from '../queries.ts';

const isMode = (value: unknown): value is ListMode => value === 'list' || value === 'thumbnail';

/**
 * The caller's list mode (list or thumbnail), kept in their eip-preferences (`fileList.mode`, the
 * same value spec 1 §2's queryListMode answers); never saved there: queryListMode, which also knows
 * a mode saved before. Null until read.
 */
export function useListMode(): [ListMode | null, (mode: ListMode) => void] {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fileKeys.listMode(),
    // Unreadable: the list, as before anything was saved.
    queryFn: async (): Promise<ListMode> => {
      const saved = await preference<ListMode>(PREFERENCE_KEYS.fileListMode).catch(() => null);
      return isMode(saved) ? saved : getListMode().catch((): ListMode => 'list');
    },
  });
  const change = useCallback(
    (next: ListMode) => {
      queryClient.setQueryData(fileKeys.listMode(), next);
      savePreference(PREFERENCE_KEYS.fileListMode, next).catch(() => {
        // The mode still applies to this visit.
      });
    },
    [queryClient],
  );
  return [query.data ?? null, change];
}
