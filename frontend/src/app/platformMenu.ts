import { useQuery } from '@tanstack/react-query';
import { myMenu } from '../api/console.ts';

/**
 * The back-office side menu (spec 3 §2, §6): the server builds it from the signed-in administrator's
 * role grants (`/api/blade-system/menu/routes`), so an administrator sees exactly the pages granted to
 * them. A page added to the SPA gets its menu by a built-in menu in shared/src/console/menus.ts.
 */
export const platformMenuKey = ['account', 'platformMenu'] as const;

/** The caller's menu, within one top menu when `topMenuId` is given. */
export function usePlatformMenu(enabled = true, topMenuId = '') {
  return useQuery({
    queryKey: [...platformMenuKey, topMenuId],
    queryFn: () => myMenu(topMenuId),
    enabled,
    staleTime: 60_000,
  });
}
