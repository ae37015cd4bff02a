/** Query keys of the back-office pages. */
export const platformKeys = {
  notices: () => ['platform', 'notices'] as const,
  feedback: () => ['platform', 'feedback'] as const,
  feedbackDetail: (id: string) => ['platform', 'feedback', 'detail', id] as const,
  userSpace: (account: string) => ['platform', 'userSpace', account] as const,
  roles: () => ['platform', 'roles'] as const,
  roleGrants: (roleId: string) => ['platform', 'roles', 'grants', roleId] as const,
  grantTree: () => ['platform', 'grantTree'] as const,
  sensitiveWords: () => ['platform', 'sensitiveWords'] as const,
  operations: () => ['platform', 'operations'] as const,
  accessHistory: () => ['platform', 'accessHistory'] as const,
  platformUsers: () => ['platform', 'platformUsers'] as const,
  platformUser: (userId: string) => ['platform', 'platformUsers', 'detail', userId] as const,
  /** The signed-in administrator's page buttons: they change only with a new sign-in's role. */
  buttons: () => ['platform', 'buttons'] as const,
};
