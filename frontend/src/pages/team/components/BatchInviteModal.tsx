import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchResult, type BatchRow, batchInvite, inviteTemplate } from '../../../api/team.ts';
import { formatBytes } from '../../../app/format.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { UnregisteredPanel } from './UnregisteredPanel.tsx';
import { useMembershipGate } from './useMembershipGate.tsx';

/** The template limit the server applies (2 MB). */
const MAX_BYTES = 2 * 1024 * 1024;

const RESULT_TYPE: Record<BatchResult, StatusIndicatorProps.Type> = {
  invited: 'success',
  unregistered: 'info',
  invalid: 'error',
  duplicate: 'warning',
  self: 'stopped',
  member: 'stopped',
};

/**
 * Batch invite (spec 2 §7 template, batchInvite): download the .xlsx template, fill in one phone per
 * row, upload it; every row comes back with its result. Phones nobody registered can then get a
 * share link or a text message.
 */
export function BatchInviteModal({ onDismiss, onInvited }: { onDismiss: () => void; onInvited: () => void }) {
  const { t } = useTranslation();
  const gate = useMembershipGate();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [rows, setRows] = useState<BatchRow[] | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await inviteTemplate(), t('myTeam.batch.templateName'));
    } catch (error) {
      notify.error(
        error instanceof Error && error.message ? error.message : t('myTeam.batch.downloadFailed'),
      );
    } finally {
      setDownloading(false);
    }
  };

  const upload = async () => {
    const file = files[0];
    if (!file) {
      setProblem(t('myTeam.batch.chooseFile'));
      return;
    }
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setProblem(t('team.batchFile'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem(t('myTeam.batch.tooLarge', { size: formatBytes(MAX_BYTES) }));
      return;
    }
    setBusy(true);
    try {
      const results = await batchInvite(file);
      setRows(results);
      if (results.some((r) => r.result === 'invited')) onInvited();
    } catch (error) {
      gate.handle(error);
    } finally {
      setBusy(false);
    }
  };

  const count = (result: BatchResult) => rows?.filter((r) => r.result === result).length ?? 0;
  const unregistered = rows?.filter((r) => r.result === 'unregistered').map((r) => r.phone) ?? [];

  return (
    <>
      <Modal
        visible
        size="large"
        header={t('myTeam.batch.title')}
        closeAriaLabel={t('projects.form.close')}
        onDismiss={() => !busy && onDismiss()}
        data-testid="batch-invite"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              {rows ? (
                <>
                  <Button
                    onClick={() => {
                      setRows(null);
                      setFiles([]);
                    }}
                    data-testid="batch-again"
                  >
                    {t('myTeam.batch.again')}
                  </Button>
                  <Button variant="primary" onClick={onDismiss} data-testid="batch-done">
                    {t('myTeam.share.done')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="link" onClick={onDismiss} disabled={busy}>
                    {t('projects.form.cancel')}
                  </Button>
                  <Button
                    variant="primary"
                    loading={busy}
                    onClick={() => void upload()}
                    data-testid="batch-upload"
                  >
                    {t('myTeam.batch.upload')}
                  </Button>
                </>
              )}
            </SpaceBetween>
          </Box>
        }
      >
        {rows ? (
          <SpaceBetween size="l">
            <ColumnLayout columns={4} variant="text-grid">
              {(['invited', 'unregistered', 'invalid', 'duplicate'] as const).map((result) => (
                <div key={result}>
                  <Box variant="awsui-key-label">{t(`myTeam.batch.result.${result}`)}</Box>
                  <Box variant="h3" data-testid={`batch-count-${result}`}>
                    {count(result)}
                  </Box>
                </div>
              ))}
            </ColumnLayout>
            <Table<BatchRow>
              variant="embedded"
              data-testid="batch-results"
              items={rows}
              trackBy="row"
              columnDefinitions={[
                { id: 'row', header: t('myTeam.batch.row'), cell: (r) => r.row, width: 90 },
                { id: 'phone', header: t('myTeam.column.phone'), cell: (r) => r.phone },
                {
                  id: 'result',
                  header: t('myTeam.batch.resultColumn'),
                  cell: (r) => (
                    <StatusIndicator type={RESULT_TYPE[r.result]}>
                      {t(`myTeam.batch.result.${r.result}`)}
                    </StatusIndicator>
                  ),
                },
              ]}
              empty={<Box textAlign="center">{t('team.batchEmpty')}</Box>}
            />
            {unregistered.length > 0 && <UnregisteredPanel phones={unregistered} onError={gate.handle} />}
          </SpaceBetween>
        ) : (
          <SpaceBetween size="l">
            <Box variant="p">{t('myTeam.batch.intro')}</Box>
            <Button
              iconName="download"
              loading={downloading}
              onClick={() => void download()}
              data-testid="batch-template"
            >
              {t('myTeam.batch.template')}
            </Button>
            <FormField
              label={t('myTeam.batch.file')}
              description={t('myTeam.batch.fileHint')}
              errorText={problem}
            >
              <FileUpload
                data-testid="batch-file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={files}
                onChange={({ detail }) => {
                  setFiles(detail.value.slice(-1));
                  setProblem(undefined);
                }}
                showFileSize
                i18nStrings={{
                  uploadButtonText: () => t('myTeam.batch.choose'),
                  dropzoneText: () => t('myTeam.batch.drop'),
                  removeFileAriaLabel: (_, name) => t('myTeam.batch.removeFile', { name }),
                  formatFileSize: formatBytes,
                }}
              />
            </FormField>
          </SpaceBetween>
        )}
      </Modal>
      {gate.dialog}
    </>
  );
}
