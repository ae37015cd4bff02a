/** Query keys of the back office's projects, logs and statistics pages. */
export const opsKeys = {
  projects: () => ['platformOps', 'projects'] as const,
  loginLog: () => ['platformOps', 'loginLog'] as const,
  accessHistory: () => ['platformOps', 'accessHistory'] as const,
  statistics: () => ['platformOps', 'statistics'] as const,
};
