import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { INSUFFICIENT_PARSE_REASON } from '@loopline/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import type { FileEntry } from '../../../../api/files.ts';
import { convertModelWlk, modelConvert, type UpgradeStarted } from '../../../../api/models.ts';
import { useAppNavigate } from '../../../../app/useAppNavigate.ts';
import { notify } from '../../../../components/notifications/store.ts';
import type { EntryPatch } from '../liveStatus.ts';

/** True when a refused parse means the uploader has no parse count left (spec 1 §8; never by text). */
export function isQuotaRefusal(error: unknown): boolean {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return false;
  return (error.data as { reason?: unknown }).reason === INSUFFICIENT_PARSE_REASON;
}

/**
 * A dialog that confirms one action and starts it: cancel and submit in the footer, and no closing
 * while the start call is under way.
 */
function StartDialog({
  header,
  testId,
  submitText,
  submitTestId,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  header: string;
  testId: string;
  submitText: string;
  submitTestId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      header={header}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('files.dialog.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={onSubmit} data-testid={submitTestId}>
              {submitText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}

/** The parse dialog (spec 1 §2): what parsing does and what it costs; starts the parse. */
export function ParseDialog({
  projectId,
  entry,
  onClose,
  onStarted,
  onQuota,
}: {
  projectId: string;
  entry: FileEntry;
  onClose: () => void;
  onStarted: (id: string, patch: EntryPatch) => void;
  onQuota: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const res = await modelConvert(projectId, entry.id);
      notify.success(t('models.parse.started'));
      onStarted(entry.id, {
        isModel: res.data?.isModel ?? '2',
        parseProgress: 0,
        parseMessage: '',
        modelStateVersion: res.data?.stateVersion,
      });
    } catch (error) {
      if (isQuotaRefusal(error)) onQuota();
      else {
        notify.error(isApiError(error) ? error.message : String(error));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <StartDialog
      header={t('models.parse.title')}
      testId="parse-dialog"
      submitText={t('models.parse.submit')}
      submitTestId="parse-submit"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SpaceBetween size="s">
        <Box>{t('models.parse.text', { name: entry.fileName })}</Box>
        <Box color="text-body-secondary">{t('models.parse.cost')}</Box>
      </SpaceBetween>
    </StartDialog>
  );
}

/** 'Insufficient parsing times' (spec 1 §8): a link to the member centre's parse packages. */
export function QuotaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Modal
      visible
      header={t('models.quota.title')}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={onClose}
      data-testid="parse-quota-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('files.dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              data-testid="parse-quota-member-centre"
              onClick={() => {
                onClose();
                navigate('/member-center?paymentType=parsing');
              }}
            >
              {t('models.quota.memberCentre')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('models.quota.text')}
    </Modal>
  );
}

/** Confirms the upgrade of parsed models (spec 1 §4) and starts it. */
export function UpgradeDialog({
  projectId,
  entries,
  onClose,
  onStarted,
}: {
  projectId: string;
  entries: FileEntry[];
  onClose: () => void;
  onStarted: (started: UpgradeStarted[]) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const ids = entries.map((e) => e.id);
      const started = await convertModelWlk(projectId, ids);
      notify.success(t('models.upgrade.started'));
      onStarted(started);
    } catch {
      // The API client has shown the server's message.
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <StartDialog
      header={t('models.upgrade.title')}
      testId="upgrade-dialog"
      submitText={t('models.upgrade.submit')}
      submitTestId="upgrade-submit"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {t('models.upgrade.text', { count: entries.length })}
    </StartDialog>
  );
}
