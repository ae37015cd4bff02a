import type {
  BladeUserIdsBody,
  BladeUserSubmitBody,
  RegisterGuestBody,
} from '@loopline/shared/contracts/bladeUser';
import type { MenuButton } from '@loopline/shared/contracts/console';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { http } from './client.ts';

/** The blade-user administrator rows and the caller's page buttons (issue 19; spec 2 §7, spec 3 §7). */

const ids = (userIds: string[]) => ({ ids: userIds }) satisfies RequestInput<typeof BladeUserIdsBody>;

export const myButtons = () =>
  http.post<MenuButton[]>('/api/blade-system/menu/buttons').then((envelope) => envelope.data);
export const submitBladeUser = (body: RequestInput<typeof BladeUserSubmitBody>) =>
  http.post<{ userId: string; account: string }>('/api/blade-user/submit', body);
export const registerGuest = (body: RequestInput<typeof RegisterGuestBody>) =>
  http.post<{ userId: string; account: string }>('/api/blade-user/register-guest', body);
export const removeBladeUsers = (userIds: string[]) =>
  http.post<boolean>('/api/blade-user/remove', ids(userIds));
export const resetToInitialPassword = (userIds: string[]) =>
  http.post<boolean>('/api/blade-user/reset-password', ids(userIds));
export const unlockBladeUsers = (userIds: string[]) =>
  http.post<boolean>('/api/blade-user/unlock', ids(userIds));
