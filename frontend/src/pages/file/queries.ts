import { useQuery } from '@tanstack/react-query';
import type { SortOrder } from '../../api/files.ts';
import { queryDownBenefits } from '../../api/models.ts';

/** Query keys of the file pages. */
export const fileKeys = {
  all: ['file'] as const,
  entries: (projectId: string, dirId: string, order: SortOrder, fileName: string) =>
    ['file', 'entries', projectId, dirId, order, fileName] as const,
  projectPerm: (projectId: string) => ['file', 'projectPerm', projectId] as const,
  folders: (projectId: string) => ['file', 'folder', projectId] as const,
  folder: (projectId: string, dirId: string) => ['file', 'folder', projectId, dirId] as const,
  folderChildren: (projectId: string, dirId: string) => ['file', 'folderChildren', projectId, dirId] as const,
  listMode: () => ['file', 'listMode'] as const,
  listColumns: () => ['file', 'listColumns'] as const,
  downBenefits: () => ['file', 'downBenefits'] as const,
  entryPerm: (projectId: string, entryId: string) => ['file', 'entryPerm', projectId, entryId] as const,
  previewSource: (projectId: string, fileId: string, linkId: string) =>
    ['file', 'preview', projectId, fileId, linkId] as const,
  modelView: (projectId: string, fileId: string) => ['file', 'modelView', projectId, fileId] as const,
  linkDetail: (id: string, code?: string) => ['file', 'link', id, code ?? ''] as const,
  pidFile: (projectId: string, fileId: string) => ['file', 'pidFile', projectId, fileId] as const,
};

/** The caller's download benefits (the two model downloads); null until known or when it cannot be read. */
export function useDownBenefits() {
  return useQuery({ queryKey: fileKeys.downBenefits(), queryFn: queryDownBenefits }).data ?? null;
}
