import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCaptcha } from '../../../api/auth.ts';

/**
 * The picture captcha: single use, so a new one is fetched after every failed sign-in (`refresh`),
 * and each sign-in form starts with its own (the cache drops it when the form goes).
 */
export function useCaptcha() {
  const query = useQuery({ queryKey: ['auth', 'captcha'], queryFn: getCaptcha, gcTime: 0 });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { captcha: query.isError ? null : (query.data ?? null), loading: query.isFetching, refresh };
}
