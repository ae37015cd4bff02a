import { FILE_PAGE_SIZE, type Page } from '@loopline/shared';
import { type InfiniteData, replaceEqualDeep, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type FileEntry, listEntries, type SortOrder } from '../../../api/files.ts';
import { errorText } from '../../../app/queryClient.ts';
import { fileKeys } from '../queries.ts';
import { keepNewerRows, mergeEntry, newerOf } from './liveStatus.ts';

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

type Pages = InfiniteData<Page<FileEntry>, string | undefined>;

/** Every page's rows once, in order (a row can move across a page boundary between two reads). */
function entriesOf(data: Pages): FileEntry[] {
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.records.filter((e) => !seen.has(e.id) && seen.add(e.id)));
}

/**
 * A folder's entries (or a name search), 50 a page (spec 1 §9): the first page when the query
 * changes, the next one by cursor when asked (scrolling to the end). The pages live in the query
 * cache; pushed status changes and renames are written into it (`patch`, `replace`), so the rows
 * change in place. A folder left is not kept: coming back reads it afresh.
 */
export function useEntryList({ projectId, dirId, order, fileName }: EntryListQuery) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => fileKeys.entries(projectId, dirId, order, fileName),
    [projectId, dirId, order, fileName],
  );
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      listEntries(
        { projectId, dirId, order, fileName, size: FILE_PAGE_SIZE, cursor: pageParam },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor || undefined,
    gcTime: 0,
    // A read answered before a push was written must not take the row back (liveStatus.ts).
    structuralSharing: (shown, read) =>
      replaceEqualDeep(shown, keepNewerRows(shown as Pages | undefined, read as Pages)),
  });
  const { error, isFetchingNextPage, isFetchNextPageError, fetchNextPage, hasNextPage, refetch } = query;
  const data = query.data as Pages | undefined;

  const state = useMemo((): EntryListState => {
    if (error && !isFetchNextPageError) return { status: 'error', message: errorText(error) };
    if (!data) return { status: 'loading' };
    const last = data.pages[data.pages.length - 1];
    return {
      status: 'ready',
      entries: entriesOf(data),
      total: last?.total ?? 0,
      cursor: last?.cursor,
      loadingMore: isFetchingNextPage,
      moreFailed: isFetchNextPageError,
    };
  }, [data, error, isFetchingNextPage, isFetchNextPageError]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  /** Reads the list again, keeping the rows shown until it is there (after an action). */
  const refresh = useCallback(() => void refetch(), [refetch]);
  /** Starts over from the first page, showing the loader (after a failure). */
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );

  /** Rewrites the entry `id` in the cached pages; nothing changes (no render) when it is not listed. */
  const edit = useCallback(
    (id: string, change: (entry: FileEntry) => FileEntry) =>
      queryClient.setQueryData<Pages>(queryKey, (pages) =>
        pages?.pages.some((page) => page.records.some((e) => e.id === id))
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                ...page,
                records: page.records.map((e) => (e.id === id ? change(e) : e)),
              })),
            }
          : pages,
      ),
    [queryClient, queryKey],
  );

  /** Replaces one entry in place (after a rename), but for a newer recognition state shown. */
  const replace = useCallback((entry: FileEntry) => edit(entry.id, (shown) => newerOf(shown, entry)), [edit]);

  /** Merges fields into one entry in place (a pushed status change; issue 7); older recognition values are dropped. */
  const patch = useCallback(
    (id: string, fields: Partial<FileEntry>) => edit(id, (e) => mergeEntry(e, fields)),
    [edit],
  );

  return { state, loadMore, refresh, retry, replace, patch };
}
