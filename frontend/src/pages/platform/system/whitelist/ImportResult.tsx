import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WhitelistImportResult, whitelistImportLog } from '../../../../api/whitelistFiles.ts';
import { saveBlob } from '../../../../app/saveAs.ts';
import { notify } from '../../../../components/notifications/store.ts';

/** What an import did with each row of the sheet, and the same as an xlsx log (createLog). */
export function ImportResult({ result, onClose }: { result: WhitelistImportResult; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const downloadLog = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await whitelistImportLog(result.rows);
      saveBlob(blob, fileName);
    } catch {
      notify.error(t('system.whitelist.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('system.whitelist.importTitle')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              iconName="download"
              loading={busy}
              data-testid="whitelist-import-log"
              onClick={() => void downloadLog()}
            >
              {t('system.whitelist.downloadLog')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('system.whitelist.close')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box data-testid="whitelist-import-summary">
          {t('system.whitelist.importSummary', { added: result.added, skipped: result.skipped })}
        </Box>
        <Table
          data-testid="whitelist-import-rows"
          variant="embedded"
          items={result.rows}
          trackBy="row"
          columnDefinitions={[
            { id: 'row', header: t('system.whitelist.row'), cell: (r) => r.row },
            { id: 'phone', header: t('system.whitelist.phone'), cell: (r) => r.phone },
            {
              id: 'result',
              header: t('system.whitelist.result'),
              cell: (r) => (
                <Box color={r.result === 'added' ? 'text-status-success' : 'text-status-warning'}>
                  {t(`system.whitelist.result.${r.result}`)}
                </Box>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
