import { randomUUID } from 'node:crypto';
import type { MenuNode, TopMenuView } from '@loopline/shared/contracts/console';
import { roleGrant } from '../entities/roleGrant.ts';
import { topMenu } from '../entities/topMenu.ts';
import { forgetRoleGrants } from '../lib/console/roleGrants.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { tenantMenus } from './menus.ts';

/** Top menus of a tenant (blade-system/topmenu): named groups of menus the side navigation switches between. */
export async function tenantTopMenus(tenantId: string): Promise<TopMenuView[]> {
  const { data } = await topMenu.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data
    .map(({ id, code, name, nameEn, sort, menuIds }) => ({ id, code, name, nameEn, sort, menuIds }))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
}

export async function listTopMenus(tenantId: string, q: { current: number; size: number; name?: string }) {
  const part = q.name?.toLowerCase();
  const rows = (await tenantTopMenus(tenantId)).filter(
    (m) => !part || m.name.toLowerCase().includes(part) || m.nameEn.toLowerCase().includes(part),
  );
  return pageOf(rows, q.current, q.size);
}

export async function topMenuDetail(tenantId: string, id: string): Promise<TopMenuView> {
  const found = (await tenantTopMenus(tenantId)).find((m) => m.id === id);
  if (!found) throw new NotFoundError('topMenu.notFound');
  return found;
}

export async function submitTopMenu(
  tenantId: string,
  input: { id?: string; code: string; name: string; nameEn: string; sort: number },
): Promise<TopMenuView> {
  const all = await tenantTopMenus(tenantId);
  const existing = input.id ? all.find((m) => m.id === input.id) : undefined;
  if (input.id && !existing) throw new NotFoundError('topMenu.notFound');
  if (all.some((m) => m.code === input.code && m.id !== input.id))
    throw new ConflictError('topMenu.codeTaken');
  const record = { ...input, id: existing?.id ?? randomUUID(), menuIds: existing?.menuIds ?? [] };
  await topMenu.put({ tenantId, ...record }).go();
  return record;
}

/** Removes top menus and takes them out of every role's grants, so no grant names a missing one. */
export async function removeTopMenus(tenantId: string, ids: string[]) {
  const all = await tenantTopMenus(tenantId);
  if (ids.some((id) => !all.some((m) => m.id === id))) throw new NotFoundError('topMenu.notFound');
  await topMenu.delete(ids.map((id) => ({ tenantId, id }))).go();
  const gone = new Set(ids);
  const { data } = await roleGrant.query.byRole({ tenantId }).go({ pages: 'all' });
  const touched = data.filter((g) => g.topMenuIds.some((id) => gone.has(id)));
  if (touched.length > 0) {
    await roleGrant
      .put(touched.map((g) => ({ ...g, topMenuIds: g.topMenuIds.filter((id) => !gone.has(id)) })))
      .go();
  }
  forgetRoleGrants();
}

/** topmenu/grant: sets the menus under top menus (every menu must be the tenant's). */
export async function grantTopMenus(tenantId: string, topMenuIds: string[], menuIds: string[]) {
  const [all, menus] = await Promise.all([tenantTopMenus(tenantId), tenantMenus(tenantId)]);
  if (topMenuIds.some((id) => !all.some((m) => m.id === id))) throw new NotFoundError('topMenu.notFound');
  const known = new Set(menus.map((m) => m.id));
  if (menuIds.some((id) => !known.has(id))) throw new BadRequestError('console.unknownGrant');
  const unique = [...new Set(menuIds)];
  await topMenu
    .put(all.filter((m) => topMenuIds.includes(m.id)).map((m) => ({ tenantId, ...m, menuIds: unique })))
    .go();
}

/**
 * top-tree-keys: the menus under top menus, united. A read: an id naming no top menu (one another
 * administrator just removed) adds nothing rather than failing the dialog that asks.
 */
export async function topMenuKeys(tenantId: string, topMenuIds: string[]): Promise<string[]> {
  const all = await tenantTopMenus(tenantId);
  return [...new Set(all.filter((m) => topMenuIds.includes(m.id)).flatMap((m) => m.menuIds))];
}

/**
 * The part of a menu tree inside a top menu: a node it names comes with everything below it; other
 * nodes stay only as the directories above ones it names.
 */
export function withinTopMenu(tree: readonly MenuNode[], menuIds: ReadonlySet<string>): MenuNode[] {
  return tree.flatMap((node) => {
    if (menuIds.has(node.id)) return [node];
    const children = withinTopMenu(node.children, menuIds);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The top menus an administrator's role sees: all for the super role, else the granted ones. */
export function visibleTopMenus(
  all: readonly TopMenuView[],
  grants: { superRole: boolean; topMenuIds: ReadonlySet<string> },
): TopMenuView[] {
  return all.filter((m) => grants.superRole || grants.topMenuIds.has(m.id));
}
