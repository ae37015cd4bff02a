import { type QueryClient, useQuery } from '@tanstack/react-query';
import { detailTree } from '../../api/pidDetails.ts';
import { allLoops, checkLoopNum, type Drawing } from '../../api/pidLoops.ts';
import { previewSource } from '../../api/previews.ts';
import { useDebounced } from '../../components/useDebounced.ts';

/** Query keys of the P&ID panels: one drawing's loops, index pages, tree and the caller's rights on it. */
export const pidKeys = {
  drawing: (d: Drawing) => ['pid', d.projectId, d.pfileId] as const,
  loops: (d: Drawing) => ['pid', d.projectId, d.pfileId, 'loops'] as const,
  loopNum: (d: Drawing, loopNum: string, id: string) =>
    ['pid', d.projectId, d.pfileId, 'loopNum', loopNum, id] as const,
  index: (d: Drawing) => ['pid', d.projectId, d.pfileId, 'index'] as const,
  tree: (d: Drawing) => ['pid', d.projectId, d.pfileId, 'tree'] as const,
  perms: (d: Drawing) => ['pid', d.projectId, d.pfileId, 'perms'] as const,
  xlsxFiles: (projectId: string, search: string) => ['pid', projectId, 'xlsxFiles', search] as const,
  excelHead: (projectId: string, fileId: string) => ['pid', projectId, 'excelHead', fileId] as const,
};

export function useLoops(drawing: Drawing) {
  return useQuery({ queryKey: pidKeys.loops(drawing), queryFn: () => allLoops(drawing) });
}

/** Every page's line numbers with what they join, and the items on no run. */
export function useDrawingTree(drawing: Drawing) {
  return useQuery({
    queryKey: pidKeys.tree(drawing),
    queryFn: () => detailTree(drawing.projectId, drawing.pfileId),
  });
}

/** Whether the caller may change the drawing (editFile); read-only until known, and when unknown. */
export function useMayEditDrawing(drawing: Drawing) {
  const query = useQuery({
    queryKey: pidKeys.perms(drawing),
    queryFn: () => previewSource(drawing.projectId, drawing.pfileId),
  });
  return query.data?.filePerms?.includes('editFile') ?? false;
}

/**
 * Whether a loop number is free (checkLoopNum), asked once typing settles: `taken` when another loop
 * holds it, `problem` when the server refuses the text itself.
 */
export function useLoopNumCheck(drawing: Drawing, value: string, id = '') {
  const loopNum = useDebounced(value.trim());
  const settled = loopNum === value.trim();
  const query = useQuery({
    queryKey: pidKeys.loopNum(drawing, loopNum, id),
    queryFn: () => checkLoopNum(drawing, loopNum, id || undefined),
    enabled: loopNum.length > 0,
    staleTime: 0,
  });
  const current = settled && loopNum.length > 0;
  return {
    checking: current && query.isFetching,
    taken: current && query.data?.exists === true,
    problem: current && query.error ? query.error.message : '',
    free: current && query.data?.exists === false && !query.isFetching,
  };
}

/** After a loop change: the loops, the index (its loop column) and identify-preview's tree. */
export function refreshLoops(client: QueryClient, drawing: Drawing) {
  return Promise.all([
    client.invalidateQueries({ queryKey: pidKeys.loops(drawing) }),
    client.invalidateQueries({ queryKey: pidKeys.index(drawing) }),
    client.invalidateQueries({ queryKey: ['identify', drawing.projectId, drawing.pfileId, 'tree'] }),
  ]);
}
