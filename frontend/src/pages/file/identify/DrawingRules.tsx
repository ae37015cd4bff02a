import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitRecognition } from '../../../api/recognition.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { RuleSettingsDialog } from '../../../components/pidRules/RuleSettingsDialog.tsx';
import { identifyKeys } from './keys.ts';

interface Props {
  projectId: string;
  fileId: string;
  pfileId: string;
  /** Members who may edit the drawing change its own rules (editFile); others see them. */
  editable: boolean;
  onClose: () => void;
}

/**
 * This drawing's recognition rules (the rule settings dialog at the drawing's level, fkFileId). New rules
 * apply to the next recognition: after a save the user is offered to recognise the drawing again.
 */
export function DrawingRules({ projectId, fileId, pfileId, editable, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The dialog closes itself right after a save: the offer to recognise again takes its place then.
  const saved = useRef(false);
  const [offer, setOffer] = useState(false);

  const recogniseAgain = async () => {
    const envelope = await submitRecognition(projectId, [fileId], []);
    notify.success(envelope.msg || t('identify.rerunStarted'));
    // The record now says the drawing is being recognised (the page shows that, and polls it); all else
    // read of it belongs to the run being replaced, and is read again once the new one is identified.
    await client.invalidateQueries({ queryKey: identifyKeys.record(projectId, fileId) });
    client.removeQueries({
      predicate: ({ queryKey: [area, project, file, what] }) =>
        area === identifyKeys.all[0] &&
        project === projectId &&
        (file === fileId || file === pfileId) &&
        what !== 'record',
    });
  };

  return (
    <>
      {!offer && (
        <RuleSettingsDialog
          scope={{ projectId, fkFileId: fileId }}
          editable={editable}
          onSaved={() => {
            saved.current = true;
            setOffer(true);
          }}
          onClose={() => {
            if (!saved.current) onClose();
          }}
        />
      )}
      {offer && (
        <ConfirmModal
          header={t('identify.rerunTitle')}
          confirmText={t('identify.rerun')}
          onConfirm={recogniseAgain}
          onCancel={onClose}
          onDone={onClose}
          testId="identify-rerun-confirm"
        >
          {t('identify.rerunConfirm')}
        </ConfirmModal>
      )}
    </>
  );
}
