import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import type { EntryPatch } from './liveStatus.ts';
import { recognitionActionShown } from './recognitionRules.ts';
import type { ActionContext } from './rules.ts';
import { useRecognitionSubmit } from './useRecognitionSubmit.ts';

/**
 * The toolbar's "AI recognition" (spec 1 §6): pdf/png/jpg files never recognised or failed, and
 * folders (the server takes the drawings below them the caller may edit). Hidden unless every
 * selected entry allows it.
 */
export function RecognitionAction({
  projectId,
  selection,
  context,
  onPatch,
}: {
  projectId: string;
  selection: readonly FileEntry[];
  context: ActionContext;
  onPatch: (id: string, patch: EntryPatch) => void;
}) {
  const { t } = useTranslation();
  const { submit, busy } = useRecognitionSubmit(projectId, onPatch);
  if (!recognitionActionShown(selection, context)) return null;
  return (
    <Button
      iconName="gen-ai"
      loading={busy}
      onClick={() => void submit(selection)}
      data-testid="file-action-recognise"
    >
      {t('recognition.action')}
    </Button>
  );
}
