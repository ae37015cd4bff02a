/** Query keys of the back-office pages. */
export const platformKeys = {
  notices: () => ['platform', 'notices'] as const,
  feedback: () => ['platform', 'feedback'] as const,
  feedbackDetail: (id: string) => ['platform', 'feedback', 'detail', id] as const,
  userSpace: (account: string) => ['platform', 'userSpace', account] as const,
};
