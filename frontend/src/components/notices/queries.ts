/** Query keys of the message drawer and the notice dialogs. */
export const noticeKeys = {
  list: (tab: 'all' | 'unread') => ['notices', 'list', tab] as const,
  settings: () => ['notices', 'settings'] as const,
  pop: () => ['notices', 'pop'] as const,
};
