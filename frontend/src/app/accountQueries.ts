import { useQuery } from '@tanstack/react-query';
import { avatarBlob, queryUserSpace } from '../api/account.ts';

/** Query keys of the signed-in user's own account data, read by the shell and the account pages. */
export const accountKeys = {
  all: ['account'] as const,
  userSpace: () => ['account', 'userSpace'] as const,
  personInfo: () => ['account', 'personInfo'] as const,
  avatar: (id: string) => ['account', 'avatar', id] as const,
  deptRoles: (userId: string) => ['account', 'deptRoles', userId] as const,
  devices: () => ['account', 'devices'] as const,
};

/** The user's space, grade and balances (spec 2 §2); `fresh` drops it when unused, so each opening reads it again. */
export function useUserSpace({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    queryKey: accountKeys.userSpace(),
    queryFn: queryUserSpace,
    enabled,
    ...(fresh ? { gcTime: 0 } : {}),
  });
}

/** An avatar picture by id (loaded with the token); null when none is set or it cannot be read. */
export function useAvatarBlob(id: string) {
  return useQuery({
    queryKey: accountKeys.avatar(id),
    queryFn: async () => (await avatarBlob(id)) ?? null,
    enabled: Boolean(id),
  }).data;
}
