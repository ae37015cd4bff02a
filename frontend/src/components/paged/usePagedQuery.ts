import type { Page } from '@loopline/shared';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../app/queryClient.ts';
import { pageCount } from '../paging.ts';
import { useDebounced } from '../useDebounced.ts';

/** One page as the server is asked for it: paging, the settled search text and the sort order. */
export interface PageRequest {
  current: number;
  size: number;
  search: string;
  order: 'asc' | 'desc';
}

export interface PagedQueryOptions<T> {
  /** The list's key; the page request is appended, so invalidating this key reloads every page. */
  queryKey: QueryKey;
  load: (request: PageRequest) => Promise<Page<T>>;
  defaultSize: number;
  /** Start sorted descending (newest first). */
  defaultDescending?: boolean;
  enabled?: boolean;
  /** Reads the page again this often (ms) while the answer says so, e.g. while a row is running. */
  pollWhile?: (page: Page<T>) => number | false;
}

/**
 * A server-paged list: page, page size, search box (debounced) and sort order, read through the query
 * cache. The previous page stays on screen while the next loads; a page left empty (its last rows were
 * removed) falls back to the last page; the selection is emptied whenever a page arrives, reloads included.
 */
export function usePagedQuery<T>({
  queryKey,
  load,
  defaultSize,
  defaultDescending = false,
  enabled = true,
  pollWhile,
}: PagedQueryOptions<T>) {
  const [filter, setFilterText] = useState('');
  const search = useDebounced(filter.trim());
  const [current, setCurrent] = useState(1);
  const [size, setSizeState] = useState(defaultSize);
  const [descending, setDescendingState] = useState(defaultDescending);
  const request: PageRequest = { current, size, search, order: descending ? 'desc' : 'asc' };
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: () => load(request),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: pollWhile ? ({ state }) => (state.data ? pollWhile(state.data) : false) : undefined,
  });
  const page = query.isPlaceholderData ? undefined : query.data;

  useEffect(() => {
    if (page && page.records.length === 0 && current > 1) setCurrent(pageCount(page.total, size));
  }, [page, current, size]);

  // Rows picked on one load are not carried to the next: the selection belongs to the load it was made on.
  const [selection, setSelection] = useState<{ stamp: number; rows: T[] }>({ stamp: 0, rows: [] });
  const selected = selection.stamp === query.dataUpdatedAt ? selection.rows : [];

  const restart =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setCurrent(1);
    };
  return {
    rows: query.data?.records ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    failed: query.error ? errorText(query.error) : undefined,
    filter,
    search,
    setFilter: restart(setFilterText),
    current,
    setCurrent,
    size,
    setSize: restart(setSizeState),
    descending,
    setDescending: restart(setDescendingState),
    selected,
    setSelected: (rows: T[]) => setSelection({ stamp: query.dataUpdatedAt, rows }),
    refetch: () => query.refetch(),
  };
}

export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;
