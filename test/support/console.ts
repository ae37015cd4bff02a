import { expect } from 'vitest';
import { call, STRONG_PASSWORD, signIn, type Tokens } from './client.ts';
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

/** A scoped administrator (see `scopedAdmin`), signed in: their tokens. */
export async function scopedAdminTokens(grants: {
  menuIds: string[];
  apiScopeIds: string[];
}): Promise<Tokens> {
  const { person: who } = await scopedAdmin(grants);
  return signIn(who.account, STRONG_PASSWORD);
}

/** An administrator granted only the operation log: most admin routes are outside their scope. */
export const unscopedAdminTokens = () => scopedAdminTokens({ menuIds: ['log'], apiScopeIds: ['operateLog'] });

/**
 * The guards of a route group: every route answers 401 signed out; every admin route answers 403 to
 * `user` and to `unscoped` (an administrator without its scope), who is told so.
 */
export async function expectGuarded(
  routes: { all: readonly RouteRef[]; admin: readonly RouteRef[] },
  { user, unscoped }: { user: Tokens; unscoped: Tokens },
) {
  for (const r of routes.all) {
    const body = r.method === 'GET' ? undefined : {};
    expect((await call(r.path, { method: r.method, body })).status, r.path).toBe(401);
  }
  for (const r of routes.admin) {
    const body = r.method === 'GET' ? undefined : {};
    expect((await call(r.path, { method: r.method, body, token: user.access_token })).status, r.path).toBe(
      403,
    );
    const res = await call(r.path, { method: r.method, body, token: unscoped.access_token });
    expect(res.status, r.path).toBe(403);
    expect(res.body.msg).toMatch(/no permission for this function/);
  }
}

interface RouteRef {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
}
