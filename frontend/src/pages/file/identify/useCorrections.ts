import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type AddRectBoxAnswer,
  addRectBox,
  type DetailBox,
  deleteDetail,
  editRectBox,
  type PidDetailRow,
  updateThreshold,
} from '../../../api/pidDetails.ts';
import { notify } from '../../../components/notifications/store.ts';
import { identifyKeys } from './queries.ts';

interface Scope {
  projectId: string;
  pfileId: string;
  page: number;
}

/**
 * Box corrections (editRectBox, addRectBox, DELETE pidDetail). The page's rows in the cache are updated
 * at once (a moved box stays where it was dropped), and put back from the server when a call fails.
 */
export function useCorrections({ projectId, pfileId, page }: Scope) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rowsKey = identifyKeys.rows(projectId, pfileId, page);
  const patchRows = (change: (rows: PidDetailRow[]) => PidDetailRow[]) =>
    client.setQueryData<PidDetailRow[]>(rowsKey, (rows) => (rows ? change(rows) : rows));
  // A box change can change pipe runs and loops (the tree) and what the other pages' readers show.
  // An edited item also counts as checked (confidence 1), so it leaves the review queue; a box added,
  // moved or deleted changes which words count as missed tags.
  const refreshTree = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: identifyKeys.tree(projectId, pfileId) }),
      client.invalidateQueries({ queryKey: identifyKeys.suspects(projectId, pfileId, page) }),
      client.invalidateQueries({ queryKey: identifyKeys.missed(projectId, pfileId, page) }),
    ]);
  const reload = () => client.invalidateQueries({ queryKey: rowsKey });

  const edit = useMutation({
    mutationFn: (change: { id: string; box?: DetailBox; tag?: string }) =>
      editRectBox({ projectId, pfileId, ...change }),
    onMutate: (change) =>
      patchRows((rows) =>
        rows.map((r) =>
          r.id === change.id
            ? {
                ...r,
                ...(change.box ? { box: change.box } : {}),
                ...(change.tag !== undefined ? { tag: change.tag } : {}),
              }
            : r,
        ),
      ),
    onSuccess: (row, change) => {
      if (row && typeof row === 'object' && 'id' in row)
        patchRows((rows) => rows.map((r) => (r.id === row.id ? row : r)));
      if (change.tag !== undefined) notify.success(t('identify.saved'));
      void refreshTree();
    },
    onError: () => void reload(),
  });

  // A box drawn by hand reads its tag from the words inside; one for a missed tag comes with its reading.
  const add = useMutation({
    mutationFn: (input: {
      box: DetailBox;
      tag?: string;
      type?: PidDetailRow['type'];
    }): Promise<AddRectBoxAnswer> => addRectBox({ projectId, pfileId, pageNum: page, ...input }),
    onSuccess: (answer) => {
      patchRows((rows) => [...rows, answer.detail]);
      void refreshTree();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteDetail(projectId, pfileId, id),
    onSuccess: (_answer, id) => {
      patchRows((rows) => rows.filter((r) => r.id !== id));
      notify.success(t('identify.deleted'));
      void refreshTree();
    },
  });

  const threshold = useMutation({
    mutationFn: (value: number) => updateThreshold({ projectId, pfileId, threshold: value }),
    onSuccess: (answer) => {
      client.setQueryData(identifyKeys.threshold(projectId, pfileId), answer);
      notify.success(t('identify.thresholdSaved'));
      void client.invalidateQueries({ queryKey: identifyKeys.suspects(projectId, pfileId, page) });
    },
  });

  return { edit, add, remove, threshold };
}
