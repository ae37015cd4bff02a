import { useEffect, useState } from 'react';
import type { FileEntry } from '../../../api/files.ts';
import type { EntryListState } from './useEntryList.ts';

/**
 * The entries picked in the list and the one being renamed. Another folder, search or order
 * (`resetKey`) starts with nothing picked; a fresh list keeps the picked entries that are still
 * there, as they are now.
 */
export function useEntrySelection(state: EntryListState, resetKey: string) {
  const [selection, setSelection] = useState<FileEntry[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the list shown.
  useEffect(() => {
    setSelection([]);
    setEditingId(null);
  }, [resetKey]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const fresh = new Map(state.entries.map((e) => [e.id, e]));
    setSelection((chosen) => chosen.flatMap((c) => fresh.get(c.id) ?? []));
  }, [state]);

  return { selection, setSelection, editingId, setEditingId };
}
