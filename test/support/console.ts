import { call, type Tokens } from './client.ts';
import { adminTokens } from './notices.ts';
import { type Person, person } from './projects.ts';

export interface RoleView {
  id: string;
  roleName: string;
  roleAlias: string;
}

/** Admin call that must succeed; answers its data. */
export async function adminCall<T>(
  admin: Tokens,
  path: string,
  body?: unknown,
  method?: 'GET' | 'POST',
): Promise<T> {
  const res = await call<T>(path, { token: admin.access_token, body, method });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/**
 * A platform administrator with a role of their own, granted `menuIds` and `apiScopeIds`: a fresh
 * user, given the role by the super administrator, signed in again.
 */
export async function scopedAdmin(grants: { menuIds: string[]; apiScopeIds: string[] }, admin?: Tokens) {
  const superAdmin = admin ?? (await adminTokens());
  const alias = `r_${Math.random().toString(36).slice(2, 10)}`;
  const role = await adminCall<RoleView>(superAdmin, '/api/blade-system/role/submit', {
    roleName: `Role ${alias}`,
    roleAlias: alias,
  });
  await adminCall(superAdmin, '/api/blade-system/role/grant', { roleIds: [role.id], ...grants });
  const who: Person = await person();
  await adminCall(superAdmin, '/api/blade-user/grant', { userIds: [who.userId], roleIds: [role.id] });
  return { role, person: who, superAdmin };
}
