/** Query keys of the organisation and menu pages. */
export const orgKeys = {
  depts: () => ['platformOrg', 'depts'] as const,
  posts: () => ['platformOrg', 'posts'] as const,
  regions: (parentCode: string) => ['platformOrg', 'regions', parentCode] as const,
  regionsAll: () => ['platformOrg', 'regions'] as const,
  menus: () => ['platformOrg', 'menus'] as const,
  topMenus: () => ['platformOrg', 'topMenus'] as const,
  myTopMenus: () => ['account', 'platformTopMenus'] as const,
};
