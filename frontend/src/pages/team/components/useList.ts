import { type QueryKey, useQuery } from '@tanstack/react-query';
import { errorText } from '../../../app/queryClient.ts';

/** A whole list loaded at once (invitations, links, applications), with reload and its failure. */
export function useList<T>(queryKey: QueryKey, load: () => Promise<T[]>) {
  const query = useQuery({ queryKey, queryFn: load });
  return {
    items: query.data ?? [],
    loading: query.isFetching,
    failed: query.error ? errorText(query.error) : undefined,
    reload: () => void query.refetch(),
  };
}
