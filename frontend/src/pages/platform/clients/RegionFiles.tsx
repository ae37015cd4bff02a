import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportRegions,
  importRegions,
  type RegionImportResult,
  regionImportLog,
  regionTemplate,
} from '../../../api/consoleClients.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';

const OK = new Set(['added', 'updated']);

/** What an import did with each row of the sheet. */
function ImportRows({ result }: { result: RegionImportResult }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="s">
      <Box data-testid="region-import-summary">
        {t('regionFiles.summary', { added: result.added, updated: result.updated, skipped: result.skipped })}
      </Box>
      <Table
        data-testid="region-import-rows"
        variant="embedded"
        items={result.rows}
        trackBy="row"
        columnDefinitions={[
          { id: 'row', header: t('regionFiles.row'), cell: (r) => r.row },
          { id: 'code', header: t('org.regionCode'), cell: (r) => r.code },
          { id: 'name', header: t('org.regionName'), cell: (r) => r.name },
          {
            id: 'result',
            header: t('regionFiles.result'),
            cell: (r) => (
              <Box color={OK.has(r.result) ? 'text-status-success' : 'text-status-warning'}>
                {t(`regionFiles.result.${r.result}`)}
              </Box>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}

/** The import dialog: the xlsx (the template's layout), whether existing regions change, the rows' results. */
function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [covered, setCovered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RegionImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const downloadLog = async (imported: RegionImportResult) => {
    setDownloading(true);
    try {
      const { blob, fileName } = await regionImportLog(imported.rows);
      saveBlob(blob, fileName);
    } catch {
      notify.error(t('regionFiles.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const run = async () => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      const res = await importRegions(file, covered);
      setResult(res.data);
      notify.success(res.msg);
      onImported();
    } catch (error) {
      // A refused file (not xlsx, no rows, too many) is told by its message; nothing was written.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      size={result ? 'large' : 'medium'}
      onDismiss={onClose}
      header={t('regionFiles.importTitle')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {result && (
              <Button
                iconName="download"
                loading={downloading}
                data-testid="region-import-log"
                onClick={() => void downloadLog(result)}
              >
                {t('regionFiles.downloadLog')}
              </Button>
            )}
            <Button data-testid="region-import-close" onClick={onClose}>
              {t(result ? 'regionFiles.close' : 'crud.cancel')}
            </Button>
            {!result && (
              <Button
                variant="primary"
                loading={busy}
                disabled={files.length === 0}
                data-testid="region-import-run"
                onClick={() => void run()}
              >
                {t('regionFiles.import')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {result ? (
        <ImportRows result={result} />
      ) : (
        <SpaceBetween size="m">
          <FormField label={t('regionFiles.file')} description={t('regionFiles.fileHint')}>
            <FileUpload
              value={files}
              accept=".xlsx"
              onChange={({ detail }) => setFiles(detail.value)}
              i18nStrings={{
                uploadButtonText: () => t('regionFiles.choose'),
                dropzoneText: () => t('regionFiles.drop'),
                removeFileAriaLabel: () => t('crud.delete'),
                limitShowFewer: t('regionFiles.fewer'),
                limitShowMore: t('regionFiles.more'),
                errorIconAriaLabel: t('regionFiles.error'),
              }}
            />
          </FormField>
          <Checkbox checked={covered} onChange={({ detail }) => setCovered(detail.checked)}>
            {t('regionFiles.covered')}
          </Checkbox>
        </SpaceBetween>
      )}
    </Modal>
  );
}

/**
 * The region page's file actions: the import template, import, and export of what is shown (the
 * open region and everything under it; every region at the top level).
 */
export function RegionFileActions({ code, onImported }: { code: string; onImported: () => void }) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const save = (load: Promise<{ blob: Blob; fileName: string }>) =>
    load
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((error: unknown) =>
        notify.error(error instanceof Error ? error.message : t('regionFiles.downloadFailed')),
      );
  return (
    <>
      <Button iconName="file" data-testid="region-template" onClick={() => void save(regionTemplate())}>
        {t('regionFiles.template')}
      </Button>
      <Button iconName="upload" data-testid="region-import" onClick={() => setImporting(true)}>
        {t('regionFiles.import')}
      </Button>
      <Button
        iconName="download"
        loading={exporting}
        data-testid="region-export"
        onClick={() => {
          setExporting(true);
          void save(exportRegions(code)).finally(() => setExporting(false));
        }}
      >
        {t('regionFiles.export')}
      </Button>
      {importing && <ImportDialog onClose={() => setImporting(false)} onImported={onImported} />}
    </>
  );
}
