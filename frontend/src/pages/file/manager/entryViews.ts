import type { DragEvent, MouseEvent, ReactNode } from 'react';
import type { FileEntry, SortOrder } from '../../../api/files.ts';
import type { EntryListState } from './useEntryList.ts';

/** What the list (table) and thumbnail (cards) views share. */
export interface EntryViewProps {
  state: EntryListState;
  selection: readonly FileEntry[];
  onSelectionChange: (entries: FileEntry[]) => void;
  /** The name cell: icon, name, drag handle, inline rename. */
  name: (entry: FileEntry) => ReactNode;
  /** The AI recognition badge of a row or card (a dash where there is none). */
  recognition: (entry: FileEntry) => ReactNode;
  header: ReactNode;
  filter: ReactNode;
  empty: ReactNode;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  onOpen: (entry: FileEntry) => void;
  /** Drop handling on the rows or cards of folders (delegated: one listener for the view). */
  drop: {
    over: (event: DragEvent, folder: FileEntry | null) => void;
    leave: (event: DragEvent) => void;
    drop: (event: DragEvent, folder: FileEntry) => void;
  };
}

export function readyEntries(state: EntryListState): FileEntry[] {
  return state.status === 'ready' ? state.entries : [];
}

/** The entry of the row or card an event happened in. */
export function entryAt(event: { target: EventTarget }, entries: readonly FileEntry[]): FileEntry | null {
  if (!(event.target instanceof Element)) return null;
  const host = event.target.closest('tr, li');
  const id = host?.querySelector('[data-entry-id]')?.getAttribute('data-entry-id');
  return (id && entries.find((e) => e.id === id)) || null;
}

/** The delegated listeners of a view's wrapper: drops on folder rows, double-click to open. */
export function wrapperHandlers(props: EntryViewProps) {
  const entries = readyEntries(props.state);
  const folderAt = (event: DragEvent) => {
    const entry = entryAt(event, entries);
    return entry && !entry.isFile ? entry : null;
  };
  return {
    onDragOver: (event: DragEvent) => props.drop.over(event, folderAt(event)),
    onDragLeave: (event: DragEvent) => props.drop.leave(event),
    onDrop: (event: DragEvent) => {
      const folder = folderAt(event);
      if (folder) props.drop.drop(event, folder);
    },
    onDoubleClick: (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('input, button, label')) return;
      const entry = entryAt(event, entries);
      if (entry) props.onOpen(entry);
    },
  };
}
