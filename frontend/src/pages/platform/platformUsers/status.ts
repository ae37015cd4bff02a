import type { PlatformUserRow } from '@loopline/shared/contracts/console';

/** Spec 3 §3–§4: normal, deactivated (deletion pending or deleted) or disabled. */
export function statusLabel(user: Pick<PlatformUserRow, 'status' | 'deactivated'>): string {
  if (user.status === 2 || user.deactivated) return 'platformUsers.deactivated';
  return user.status === 1 ? 'crud.statusNormal' : 'crud.statusDisabled';
}
