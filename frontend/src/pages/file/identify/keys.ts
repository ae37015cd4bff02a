/**
 * Query keys of identify-preview: one drawing's record, pages, rows, tree, and the project's attributes.
 * No runtime imports: the early reads (earlyReads.ts) file their answers under these keys.
 */
export const identifyKeys = {
  all: ['identify'] as const,
  record: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'record'] as const,
  svg: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'svg', page] as const,
  rows: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'rows', page] as const,
  tree: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'tree'] as const,
  threshold: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'threshold'] as const,
  suspects: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'suspects', page] as const,
  topology: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'topology'] as const,
  /** Words the rules read as tags that no box covers (suspectedUnidentification). */
  missed: (projectId: string, fileId: string, page: number) =>
    ['identify', projectId, fileId, 'missed', page] as const,
  perms: (projectId: string, fileId: string) => ['identify', projectId, fileId, 'perms'] as const,
  attrs: (projectId: string) => ['identify', 'attrs', projectId] as const,
};
