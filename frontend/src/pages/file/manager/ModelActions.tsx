import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { parseProgress } from '../../../api/models.ts';
import { downloadModel } from '../model/modelDownload.ts';
import { useDownBenefits } from '../queries.ts';
import { AttributeDialog } from './dialogs/AttributeDialog.tsx';
import { ParseDialog, QuotaDialog, UpgradeDialog } from './dialogs/ParseDialog.tsx';
import { type EntryPatch, progressPatch } from './liveStatus.ts';
import { type ModelAction, modelActionState } from './modelRules.ts';
import type { ActionContext } from './rules.ts';

type ModelDialog =
  | { kind: 'parse'; entry: FileEntry }
  | { kind: 'upgrade'; entries: FileEntry[] }
  | { kind: 'attribute'; entry: FileEntry }
  | { kind: 'quota' }
  | null;

const ACTIONS: readonly ModelAction[] = ['parse', 'upgrade', 'attribute', 'parsedDownload', 'speedDownload'];

export interface ModelActionsProps {
  projectId: string;
  rootLabel: string;
  selection: readonly FileEntry[];
  context: ActionContext;
  /** Changes a row in place (the pushed status follows). */
  onPatch: (id: string, patch: EntryPatch & { attributeId?: number | string }) => void;
}

/**
 * The file manager's model menu (spec 1 §6): parse, upgrade, attribute association and the two
 * benefit-gated downloads, each shown only where modelRules allows it, with their dialogs.
 */
export function ModelActions({ projectId, rootLabel, selection, context, onPatch }: ModelActionsProps) {
  const { t } = useTranslation();
  const benefits = useDownBenefits();
  const [dialog, setDialog] = useState<ModelDialog>(null);

  const state = (action: ModelAction) => modelActionState(action, selection, context, benefits);
  const items: ButtonDropdownProps.Item[] = ACTIONS.filter((a) => state(a) !== 'hidden').map((action) => ({
    id: action,
    text: t(`models.action.${action}`),
    disabled: state(action) === 'disabled',
    disabledReason: state(action) === 'disabled' ? t('models.action.oneOnly') : undefined,
  }));

  const act = (action: ModelAction) => {
    const [first] = selection;
    if (!first) return;
    if (action === 'parse') setDialog({ kind: 'parse', entry: first });
    if (action === 'upgrade') setDialog({ kind: 'upgrade', entries: [...selection] });
    if (action === 'attribute') setDialog({ kind: 'attribute', entry: first });
    if (action === 'parsedDownload') void downloadModel(projectId, first.id, 'parsed');
    if (action === 'speedDownload') void downloadModel(projectId, first.id, 'upgraded');
  };

  const close = () => setDialog(null);
  const quota = () => setDialog({ kind: 'quota' });
  return (
    <>
      {items.length > 0 && (
        <ButtonDropdown
          items={items}
          onItemClick={({ detail }) => act(detail.id as ModelAction)}
          data-testid="file-action-model"
        >
          {t('models.action.menu')}
        </ButtonDropdown>
      )}
      {dialog?.kind === 'parse' && (
        <ParseDialog
          projectId={projectId}
          entry={dialog.entry}
          onClose={close}
          onQuota={quota}
          onStarted={(id, patch) => {
            onPatch(id, patch);
            close();
            // A fast failure can be pushed before this answer arrived: read the state back once.
            void parseProgress(projectId, id)
              .then((progress) => onPatch(id, progressPatch(progress)))
              .catch(() => undefined);
          }}
        />
      )}
      {dialog?.kind === 'upgrade' && (
        <UpgradeDialog
          projectId={projectId}
          entries={dialog.entries}
          onClose={close}
          onStarted={(started) => {
            for (const { id, isWlkModel, stateVersion } of started)
              onPatch(id, { isWlkModel, modelStateVersion: stateVersion });
            close();
          }}
        />
      )}
      {dialog?.kind === 'attribute' && (
        <AttributeDialog
          projectId={projectId}
          rootLabel={rootLabel}
          entry={dialog.entry}
          onClose={close}
          onQuota={quota}
          onChanged={(id, patch) => {
            onPatch(id, patch);
            close();
          }}
        />
      )}
      {dialog?.kind === 'quota' && <QuotaDialog onClose={close} />}
    </>
  );
}
