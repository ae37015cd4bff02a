/** Query keys of the back office's content pages (help, progress settings). */
export const contentKeys = {
  all: () => ['platformContent'] as const,
  explains: () => ['platformContent', 'explains'] as const,
  progress: () => ['platformContent', 'progress'] as const,
};
