import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DetailBox, PidDetailRow } from '../../../api/pidDetails.ts';
import { addPipeline, addToPipeline } from '../../../api/pidPipelines.ts';
import { notify } from '../../../components/notifications/store.ts';
import { identifyKeys } from './keys.ts';

interface Scope {
  projectId: string;
  pfileId: string;
  page: number;
}

/** Items a pipe run joins: symbols with a tag of their own (the server's rule, for the pickers). */
export const JOINABLE_TYPES: ReadonlySet<PidDetailRow['type']> = new Set([
  'equipment',
  'valve',
  'instrument',
  'offPage',
]);

/** A pipe run about to be added: its line number (as the rules write it) and the items it will join. */
export interface RunDraft {
  tag: string;
  itemIds: string[];
}

/**
 * Pipe-run changes (pipeline/add, circuit/add). A change moves items between runs and makes the topology
 * stale: the tree, the rows' parents, the topology status and the missed tags are read again.
 */
export function useRunEdits({ projectId, pfileId, page }: Scope) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: identifyKeys.tree(projectId, pfileId) }),
      client.invalidateQueries({ queryKey: identifyKeys.rows(projectId, pfileId, page) }),
      client.invalidateQueries({ queryKey: identifyKeys.topology(projectId, pfileId) }),
      client.invalidateQueries({ queryKey: identifyKeys.missed(projectId, pfileId, page) }),
    ]);

  const addRun = useMutation({
    mutationFn: ({ draft, box }: { draft: RunDraft; box: DetailBox }) =>
      addPipeline({ projectId, pfileId, pageNum: page, tag: draft.tag, box, itemIds: draft.itemIds }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg || t('identify.runAdded'));
      void refresh();
    },
  });

  const joinItems = useMutation({
    mutationFn: ({ runId, itemIds }: { runId: string; itemIds: string[] }) =>
      addToPipeline({ projectId, pfileId, id: runId, itemIds }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg || t('identify.itemsJoined'));
      void refresh();
    },
  });

  return { addRun, joinItems, refresh };
}
