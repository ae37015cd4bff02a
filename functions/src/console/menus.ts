import { randomUUID } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@loopline/shared';
import { BUILT_IN_BUTTONS, BUILT_IN_MENUS, PLATFORM_TENANT_MENUS } from '@loopline/shared/console/menus';
import type { MenuButton, MenuNode, MenuView } from '@loopline/shared/contracts/console';
import { consoleMenu } from '../entities/consoleMenu.ts';
import { roleGrant } from '../entities/roleGrant.ts';
import { tenant } from '../entities/tenant.ts';
import { tenantPackage } from '../entities/tenantPackage.ts';
import { topMenu } from '../entities/topMenu.ts';
import { forgetRoleGrants } from '../lib/console/roleGrants.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { packageMenuIds } from '../lib/policies/tenants.ts';

const view = (m: Omit<MenuView, 'category'> & { category?: MenuView['category'] }): MenuView => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  nameEn: m.nameEn,
  path: m.path,
  sort: m.sort,
  builtIn: m.builtIn,
  category: m.category ?? 'menu',
});

/**
 * The tenant's menus. The built-in ones (the pages the SPA has) are kept as the code says, so a tenant
 * gets the menus of pages added by later versions; they cannot be changed or removed, only granted.
 */
export async function tenantMenus(tenantId: string): Promise<MenuView[]> {
  const { data } = await consoleMenu.query.byTenant({ tenantId }).go({ pages: 'all' });
  const have = new Map(data.map((m) => [m.id, m]));
  const seeds = [...BUILT_IN_MENUS, ...BUILT_IN_BUTTONS].map((seed) => ({
    tenantId,
    id: seed.code,
    parentId: seed.parentCode ?? '',
    code: seed.code,
    name: seed.name,
    nameEn: seed.nameEn,
    path: seed.path,
    sort: seed.sort,
    builtIn: true,
    category: seed.category ?? ('menu' as const),
  }));
  // Missing built-ins are added; ones a newer version renamed or moved are brought up to date.
  const stale = seeds.filter((seed) => {
    const m = have.get(seed.id);
    return (
      !m ||
      m.name !== seed.name ||
      m.nameEn !== seed.nameEn ||
      m.path !== seed.path ||
      m.parentId !== seed.parentId ||
      m.sort !== seed.sort ||
      (m.category ?? 'menu') !== seed.category
    );
  });
  if (stale.length > 0) await consoleMenu.put(stale).go();
  const fresh = new Map(stale.map((m) => [m.id, m]));
  return [...data.map((m) => fresh.get(m.id) ?? m), ...stale.filter((m) => !have.has(m.id))].map(view);
}

/**
 * The menus a tenant may use: all of them, or, for a tenant bound to a package, the package's
 * built-in menus (with their directories) and the tenant's own added menus.
 */
export async function packagedMenus(tenantId: string): Promise<MenuView[]> {
  const [all, meta] = await Promise.all([tenantMenus(tenantId), tenant.get({ tenantId }).go()]);
  // Another tenant's administrators never manage tenants or clients: those pages are not theirs.
  const menus =
    tenantId === DEFAULT_TENANT_ID ? all : all.filter((m) => !PLATFORM_TENANT_MENUS.includes(m.id));
  const packageId = meta.data?.packageId;
  if (!packageId) return menus;
  const pkg = await tenantPackage.get({ id: packageId }).go();
  const allowed = packageMenuIds(menus, pkg.data?.menuIds ?? []);
  // A page's buttons come with the page.
  return menus.filter(
    (m) => !m.builtIn || allowed.has(m.id) || (m.category === 'button' && allowed.has(m.parentId)),
  );
}

/** The buttons a role's grants open (every one for the super role), by page then sort. */
export function grantedButtons(
  menus: readonly MenuView[],
  grants: { superRole: boolean; menuIds: ReadonlySet<string> },
): MenuButton[] {
  return menus
    .filter((m) => m.category === 'button' && (grants.superRole || grants.menuIds.has(m.id)))
    .sort((a, b) => a.parentId.localeCompare(b.parentId) || a.sort - b.sort)
    .map((m) => ({ id: m.id, code: m.code, parentId: m.parentId, name: m.name, nameEn: m.nameEn }));
}

/** The menus as a tree, siblings by sort then name. */
export function menuTree(menus: readonly MenuView[]): MenuNode[] {
  const nodes = new Map(menus.map((m) => [m.id, { ...m, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    for (const n of list) order(n.children);
    return list;
  };
  return order(roots);
}

/**
 * What a role sees: the granted menus, with the directories above them; a directory granted alone,
 * with nothing under it to open, is left out.
 */
export function grantedMenuTree(
  menus: readonly MenuView[],
  grants: { superRole: boolean; menuIds: ReadonlySet<string> },
): MenuNode[] {
  const prune = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((node) => {
      const children = prune(node.children);
      const granted = grants.superRole || grants.menuIds.has(node.id);
      if (children.length > 0) return [{ ...node, children }];
      return granted && node.path ? [{ ...node, children: [] }] : [];
    });
  return prune(menuTree(menus));
}

/** `id` and every menu below it (a menu may not move under itself). */
function menuAndBelow(menus: readonly MenuView[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of menus) {
      if (!found.has(m.id) && found.has(m.parentId)) {
        found.add(m.id);
        grew = true;
      }
    }
  }
  return found;
}

export interface MenuInput {
  id?: string;
  parentId?: string;
  code: string;
  name: string;
  nameEn: string;
  path: string;
  sort: number;
}

/** Adds a menu, or changes one the tenant added (built-in menus belong to the SPA's pages). */
export async function submitMenu(tenantId: string, input: MenuInput): Promise<MenuView> {
  const menus = await tenantMenus(tenantId);
  const existing = input.id ? menus.find((m) => m.id === input.id) : undefined;
  if (input.id && !existing) throw new NotFoundError('console.menuNotFound');
  if (existing?.builtIn) throw new BadRequestError('console.builtInMenu');
  if (
    input.parentId &&
    (!menus.some((m) => m.id === input.parentId) ||
      (input.id && menuAndBelow(menus, input.id).has(input.parentId)))
  ) {
    throw new BadRequestError('console.menuParentInvalid');
  }
  if (menus.some((m) => m.code === input.code && m.id !== input.id))
    throw new ConflictError('console.menuCodeTaken');
  const record = {
    tenantId,
    id: existing?.id ?? randomUUID(),
    parentId: input.parentId ?? '',
    code: input.code,
    name: input.name,
    nameEn: input.nameEn,
    path: input.path,
    sort: input.sort,
    builtIn: false,
    category: 'menu' as const,
  };
  await consoleMenu.put(record).go();
  return view(record);
}

/**
 * Removes menus the tenant added and that have no children (other than ones removed with them), and
 * takes them out of every role grant and top menu, so no grant names a menu that is gone.
 */
export async function removeMenus(tenantId: string, ids: string[]) {
  const menus = await tenantMenus(tenantId);
  for (const id of ids) {
    const menu = menus.find((m) => m.id === id);
    if (!menu) throw new NotFoundError('console.menuNotFound');
    if (menu.builtIn) throw new BadRequestError('console.builtInMenu');
    if (menus.some((m) => m.parentId === id && !ids.includes(m.id)))
      throw new BadRequestError('console.menuHasChildren');
  }
  await consoleMenu.delete(ids.map((id) => ({ tenantId, id }))).go();
  const gone = new Set(ids);
  const without = (list: string[]) => list.filter((id) => !gone.has(id));
  const [grants, tops] = await Promise.all([
    roleGrant.query.byRole({ tenantId }).go({ pages: 'all' }),
    topMenu.query.byTenant({ tenantId }).go({ pages: 'all' }),
  ]);
  const grantsTouched = grants.data.filter((g) => g.menuIds.some((id) => gone.has(id)));
  const topsTouched = tops.data.filter((m) => m.menuIds.some((id) => gone.has(id)));
  if (grantsTouched.length > 0) {
    await roleGrant.put(grantsTouched.map((g) => ({ ...g, menuIds: without(g.menuIds) }))).go();
  }
  if (topsTouched.length > 0) {
    await topMenu.put(topsTouched.map((m) => ({ ...m, menuIds: without(m.menuIds) }))).go();
  }
  forgetRoleGrants();
}
