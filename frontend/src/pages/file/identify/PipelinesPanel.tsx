import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportRelationshipTree,
  type PidDetailRow,
  recomputeTopology,
  removeFromPipeline,
  removePipeline,
  type TreePage,
  topoStatus,
} from '../../../api/pidDetails.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { AddRunForm } from './AddRunForm.tsx';
import { JoinItems } from './JoinItems.tsx';
import { identifyKeys } from './queries.ts';
import type { AddRunState } from './useAddRun.ts';
import type { useRunEdits } from './useRunEdits.ts';

interface Props {
  projectId: string;
  pfileId: string;
  page: number;
  name: string;
  tree: TreePage | undefined;
  rows: PidDetailRow[];
  editable: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  runs: ReturnType<typeof useRunEdits>;
  addRun: AddRunState;
}

const STATUS_TYPE = { never: 'pending', current: 'success', stale: 'warning' } as const;

/**
 * The page's pipe runs (tree): each line number with the items it joins, adding a run or items to one,
 * removing a run or an item from it, the topology status with a recompute, and the relationship tree export.
 */
export function PipelinesPanel({
  projectId,
  pfileId,
  page,
  name,
  tree,
  rows,
  editable,
  selectedId,
  onSelect,
  runs,
  addRun,
}: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<PidDetailRow | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const status = useQuery({
    queryKey: identifyKeys.topology(projectId, pfileId),
    queryFn: () => topoStatus(projectId, pfileId),
  });
  // Runs change the tree, the rows' parents and the topology status alike.
  const { refresh } = runs;
  const recompute = useMutation({
    mutationFn: () => recomputeTopology({ projectId, pfileId, pageNum: page }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void refresh();
    },
  });
  const leave = useMutation({
    mutationFn: (id: string) => removeFromPipeline(projectId, pfileId, id),
    onSuccess: () => void refresh(),
  });
  const exportTree = useMutation({
    mutationFn: () => exportRelationshipTree(projectId, pfileId),
    onSuccess: (blob) =>
      saveBlob(blob, `${name.replace(/\.[^.]+$/, '') || 'drawing'}-relationship-tree.xlsx`),
    onError: (error) => notify.error(error.message),
  });
  const pipelines = tree?.pipelines ?? [];

  return (
    <SpaceBetween size="s">
      <Box variant="h3" padding={{ top: 'n' }}>
        {t('identify.pipelines')}
      </Box>
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        {status.data && (
          <span data-testid="identify-topology">
            <StatusIndicator type={STATUS_TYPE[status.data.status]}>
              {t(`identify.topology.${status.data.status}`)}
            </StatusIndicator>
          </span>
        )}
        {editable && (
          <Button
            onClick={() => recompute.mutate()}
            loading={recompute.isPending}
            data-testid="identify-recompute"
          >
            {t('identify.recompute')}
          </Button>
        )}
        <Button
          iconName="download"
          onClick={() => exportTree.mutate()}
          loading={exportTree.isPending}
          data-testid="identify-export-tree"
        >
          {t('identify.exportTree')}
        </Button>
        {editable && !addRun.open && (
          <Button iconName="add-plus" onClick={addRun.onOpen} data-testid="identify-add-run-open">
            {t('identify.addRun')}
          </Button>
        )}
      </SpaceBetween>
      {editable && addRun.open && (
        <AddRunForm
          projectId={projectId}
          pfileId={pfileId}
          page={page}
          rows={rows}
          drawing={addRun.drawing}
          refusal={addRun.refusal}
          adding={runs.addRun.isPending}
          onDraw={addRun.onDraw}
          onEdit={addRun.onEdit}
          onClose={addRun.onClose}
        />
      )}
      {pipelines.length === 0 ? (
        <Box color="text-status-inactive" data-testid="identify-pipelines-empty">
          {t('identify.noPipelines')}
        </Box>
      ) : (
        <ul className="identify-runs" data-testid="identify-pipelines">
          {pipelines.map((run) => (
            <li key={run.id} className={run.id === selectedId ? 'identify-run-selected' : undefined}>
              <div className="identify-run-head">
                <Button variant="inline-link" onClick={() => onSelect(run.id)}>
                  {run.tag || t('identify.noTag')}
                </Button>
                <span className="identify-run-count">
                  {t('identify.pipelineItems', { count: run.children.length })}
                </span>
                {editable && (
                  <Button
                    variant="inline-icon"
                    iconName="add-plus"
                    ariaLabel={t('identify.joinItems', { tag: run.tag })}
                    onClick={() => setJoining(joining === run.id ? null : run.id)}
                  />
                )}
                {editable && (
                  <Button
                    variant="inline-icon"
                    iconName="remove"
                    ariaLabel={t('identify.removePipeline')}
                    onClick={() => setRemoving(run)}
                  />
                )}
              </div>
              {joining === run.id && (
                <JoinItems
                  run={run}
                  rows={rows}
                  saving={runs.joinItems.isPending}
                  onJoin={(itemIds) =>
                    runs.joinItems.mutate({ runId: run.id, itemIds }, { onSuccess: () => setJoining(null) })
                  }
                  onClose={() => setJoining(null)}
                />
              )}
              <div className="identify-run-items">
                {run.children.map((item) => (
                  <span key={item.id} className="identify-run-item">
                    <Button variant="inline-link" onClick={() => onSelect(item.id)}>
                      {item.tag || t(`identify.typeOne.${item.type}`)}
                    </Button>
                    {editable && (
                      <Button
                        variant="inline-icon"
                        iconName="close"
                        ariaLabel={t('identify.leavePipeline', { tag: item.tag })}
                        disabled={leave.isPending}
                        onClick={() => leave.mutate(item.id)}
                      />
                    )}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmModal
          header={t('identify.removePipeline')}
          confirmText={t('identify.removePipeline')}
          onConfirm={async () => {
            await removePipeline(projectId, pfileId, removing.id);
            await refresh();
          }}
          onCancel={() => setRemoving(null)}
          onDone={() => setRemoving(null)}
          testId="identify-remove-pipeline-confirm"
        >
          {t('identify.removePipelineConfirm', { tag: removing.tag })}
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
