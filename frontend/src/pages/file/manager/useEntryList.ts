import { FILE_PAGE_SIZE } from '@loopline/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { type FileEntry, listEntries, type SortOrder } from '../../../api/files.ts';

export interface EntryListQuery {
  projectId: string;
  dirId: string;
  order: SortOrder;
  fileName: string;
}

export type EntryListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      entries: FileEntry[];
      total: number;
      cursor?: string;
      loadingMore: boolean;
      /** A page after the first failed: scrolling tries again. */
      moreFailed: boolean;
    };

/**
 * A folder's entries (or a name search), 50 a page (spec 1 §9): the first page when the query
 * changes, the next one by cursor when asked (scrolling to the end). Answers to an older query are
 * dropped.
 */
export function useEntryList(query: EntryListQuery) {
  const [state, setState] = useState<EntryListState>({ status: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);
  const { projectId, dirId, order, fileName } = query;

  const loadFirst = useCallback(
    (keepShown: boolean) => {
      const gen = ++generation.current;
      if (!keepShown) setState({ status: 'loading' });
      listEntries({ projectId, dirId, order, fileName, size: FILE_PAGE_SIZE }, { silent: true }).then(
        (page) => {
          if (gen !== generation.current) return;
          setState({
            status: 'ready',
            entries: page.records,
            total: page.total,
            cursor: page.cursor,
            loadingMore: false,
            moreFailed: false,
          });
        },
        (error: unknown) => {
          if (gen !== generation.current) return;
          setState({ status: 'error', message: isApiError(error) ? error.message : String(error) });
        },
      );
    },
    [projectId, dirId, order, fileName],
  );

  useEffect(() => loadFirst(false), [loadFirst]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready' || !current.cursor || current.loadingMore) return;
    const gen = generation.current;
    const cursor = current.cursor;
    setState({ ...current, loadingMore: true, moreFailed: false });
    listEntries({ projectId, dirId, order, fileName, size: FILE_PAGE_SIZE, cursor }, { silent: true }).then(
      (page) => {
        if (gen !== generation.current) return;
        setState((s) => {
          if (s.status !== 'ready') return s;
          const seen = new Set(s.entries.map((e) => e.id));
          return {
            ...s,
            entries: [...s.entries, ...page.records.filter((e) => !seen.has(e.id))],
            total: page.total,
            cursor: page.cursor,
            loadingMore: false,
          };
        });
      },
      () => {
        if (gen !== generation.current) return;
        setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false, moreFailed: true } : s));
      },
    );
  }, [projectId, dirId, order, fileName]);

  /** Reads the first page again, keeping the rows shown until it is there (after an action). */
  const refresh = useCallback(() => loadFirst(true), [loadFirst]);
  const retry = useCallback(() => loadFirst(false), [loadFirst]);

  /** Replaces one entry in place (after a rename). */
  const replace = useCallback((entry: FileEntry) => {
    setState((s) =>
      s.status === 'ready' ? { ...s, entries: s.entries.map((e) => (e.id === entry.id ? entry : e)) } : s,
    );
  }, []);

  /** Merges fields into one entry in place (a pushed status change; issue 7). */
  const patch = useCallback((id: string, fields: Partial<FileEntry>) => {
    setState((s) =>
      s.status === 'ready' && s.entries.some((e) => e.id === id)
        ? { ...s, entries: s.entries.map((e) => (e.id === id ? { ...e, ...fields } : e)) }
        : s,
    );
  }, []);

  return { state, loadMore, refresh, retry, replace, patch };
}
