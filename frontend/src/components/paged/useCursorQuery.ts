import { type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../app/queryClient.ts';

interface CursorPage<T> {
  records: T[];
  cursor?: string;
}

/**
 * A list read page after page with the server's cursor ("more" at the bottom). `reload` reads the first
 * page again and drops the rest, as a fresh visit would; the rows on screen stay until it answers.
 */
export function useCursorQuery<T>({
  queryKey,
  load,
  enabled = true,
}: {
  queryKey: QueryKey;
  load: (cursor: string | undefined) => Promise<CursorPage<T>>;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor || undefined,
    enabled,
  });
  const reload = () => {
    queryClient.setQueryData<typeof query.data>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void query.refetch();
  };
  return {
    rows: query.data?.pages.flatMap((page) => page.records) ?? [],
    loading: query.isFetching,
    failed: query.error ? errorText(query.error) : undefined,
    hasMore: query.hasNextPage,
    more: () => void query.fetchNextPage(),
    reload,
  };
}
