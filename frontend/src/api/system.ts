import type { Dept, Role } from '@loopline/shared/contracts/system';
import { http } from './client.ts';

/** blade-system: the departments and roles a user may switch to. */
export function selectDepts(userId: string): Promise<Dept[]> {
  return http.get<Dept[]>('/api/blade-system/dept/select', { userId }).then((e) => e.data ?? []);
}

export function selectRoles(userId: string): Promise<Role[]> {
  return http.get<Role[]>('/api/blade-system/role/select', { userId }).then((e) => e.data ?? []);
}
