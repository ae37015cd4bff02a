/** Query keys of the back office's system settings pages. */
export const systemKeys = {
  all: () => ['platformSystem'] as const,
  params: () => ['platformSystem', 'params'] as const,
  backgrounds: () => ['platformSystem', 'backgrounds'] as const,
  whitelist: () => ['platformSystem', 'whitelist'] as const,
  dicts: (kind: string) => ['platformSystem', 'dicts', kind] as const,
};
