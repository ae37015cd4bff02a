import type { Envelope, Page } from '@loopline/shared';
import type {
  IdsBody,
  MenuNode,
  MenuSubmitBody,
  TopMenuGrantBody,
  TopMenuSubmitBody,
  TopMenuView,
} from '@loopline/shared/contracts/console';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  ClientSaved,
  ClientSubmitBody,
  ClientView,
  DeptNode,
  DeptSubmitBody,
  PackageSubmitBody,
  PostSubmitBody,
  PostView,
  RegionNode,
  RegionSubmitBody,
  TenantAddBody,
  TenantPackageView,
  TenantSaved,
  TenantView,
} from '@loopline/shared/contracts/org';
import { http } from './client.ts';

/** The back office's departments, posts, regions, menus and top menus (blade-system; spec 3 §7). */
export type { MenuNode, TopMenuView } from '@loopline/shared/contracts/console';
export type {
  ClientSaved,
  ClientView,
  DeptNode,
  PostView,
  RegionNode,
  TenantPackageView,
  TenantView,
} from '@loopline/shared/contracts/org';

const data = <T>(envelope: Envelope<T>) => envelope.data;
const ids = (list: string[]) => ({ ids: list }) satisfies RequestInput<typeof IdsBody>;

// ---- Departments ----

export const deptTree = () => http.get<DeptNode[]>('/api/blade-system/dept/tree').then(data);
export const submitDept = (body: RequestInput<typeof DeptSubmitBody>) =>
  http.post<DeptNode>('/api/blade-system/dept/submit', body);
export const removeDepts = (list: string[]) => http.post<boolean>('/api/blade-system/dept/remove', ids(list));

// ---- Posts ----

export const listPosts = (query: { current: number; size: number; postName?: string }) =>
  http.get<Page<PostView>>('/api/blade-system/post/list', query).then(data);
export const submitPost = (body: RequestInput<typeof PostSubmitBody>) =>
  http.post<PostView>('/api/blade-system/post/submit', body);
export const removePosts = (list: string[]) => http.post<boolean>('/api/blade-system/post/remove', ids(list));

// ---- Regions ----

export const regionLevelOf = (parentCode: string) =>
  http.get<RegionNode[]>('/api/blade-system/region/lazy-tree', { parentCode }).then(data);
export const submitRegion = (body: RequestInput<typeof RegionSubmitBody>) =>
  http.post<RegionNode>('/api/blade-system/region/submit', body);
export const removeRegion = (code: string) => http.post<boolean>('/api/blade-system/region/remove', { code });

// ---- Menus and top menus ----

export const allMenus = () => http.get<MenuNode[]>('/api/blade-system/menu/list').then(data);
export const submitMenu = (body: RequestInput<typeof MenuSubmitBody>) =>
  http.post<unknown>('/api/blade-system/menu/submit', body);
export const removeMenus = (list: string[]) => http.post<boolean>('/api/blade-system/menu/remove', ids(list));
export const listTopMenus = () =>
  http
    .get<Page<TopMenuView>>('/api/blade-system/topmenu/list', {
      current: 1,
      size: 1000,
    })
    .then(data);
export const submitTopMenu = (body: RequestInput<typeof TopMenuSubmitBody>) =>
  http.post<unknown>('/api/blade-system/topmenu/submit', body);
export const removeTopMenus = (list: string[]) =>
  http.post<boolean>('/api/blade-system/topmenu/remove', ids(list));
export const grantTopMenu = (body: RequestInput<typeof TopMenuGrantBody>) =>
  http.post<boolean>('/api/blade-system/topmenu/grant', body);
export const myTopMenus = () => http.get<TopMenuView[]>('/api/blade-system/menu/top-menu').then(data);

// ---- Tenants, packages and OAuth clients ----

type PageQuery = { current: number; size: number };

export const listTenants = (query: PageQuery & { tenantName?: string }) =>
  http.get<Page<TenantView>>('/api/blade-system/tenant/list', query).then(data);
export const submitTenant = (body: RequestInput<typeof TenantAddBody>) =>
  http.post<TenantSaved>('/api/blade-system/tenant/submit', body).then(data);
export const removeTenants = (list: string[]) =>
  http.post<boolean>('/api/blade-system/tenant/remove', ids(list));
export const listPackages = (query: PageQuery) =>
  http.get<Page<TenantPackageView>>('/api/blade-system/tenant-package/list', query).then(data);
export const submitPackage = (body: RequestInput<typeof PackageSubmitBody>) =>
  http.post<TenantPackageView>('/api/blade-system/tenant-package/submit', body);
export const removePackages = (list: string[]) =>
  http.post<boolean>('/api/blade-system/tenant-package/remove', ids(list));
export const listClients = (query: PageQuery & { clientId?: string }) =>
  http.get<Page<ClientView>>('/api/blade-system/client/list', query).then(data);
export const submitClient = (body: RequestInput<typeof ClientSubmitBody>) =>
  http.post<ClientSaved>('/api/blade-system/client/submit', body).then(data);
export const removeClients = (list: string[]) =>
  http.post<boolean>('/api/blade-system/client/remove', ids(list));
