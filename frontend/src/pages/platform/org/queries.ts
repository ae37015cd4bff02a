/** Query keys of the organisation and menu pages. */
export const orgKeys = {
  depts: () => ['platformOrg', 'depts'] as const,
  posts: () => ['platformOrg', 'posts'] as const,
  regions: (parentCode: string) => ['platformOrg', 'regions', parentCode] as const,
  regionsAll: () => ['platformOrg', 'regions'] as const,
  menus: () => ['platformOrg', 'menus'] as const,
  topMenus: () => ['platformOrg', 'topMenus'] as const,
  tenants: () => ['platformOrg', 'tenants'] as const,
  packages: () => ['platformOrg', 'packages'] as const,
  packagesAll: () => ['platformOrg', 'packages', 'all'] as const,
  clients: () => ['platformOrg', 'clients'] as const,
  resources: (kind: string) => ['platformOrg', 'resources', kind] as const,
  myTopMenus: () => ['account', 'platformTopMenus'] as const,
};
