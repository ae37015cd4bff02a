import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SampleFile, sampleFileBlob, sampleProject } from '../../../api/exampleFiles.ts';
import { formatBytes } from '../../../app/format.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { shortTime } from '../../../components/crud/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { SAMPLE_MODEL_PATH } from '../paths.ts';
import { projectKeys } from '../queries.ts';

/** Types the server serves as bytes to save rather than to show (see example/contentTypes.ts). */
const SAVE_ONLY = 'application/octet-stream';
/** MODEL_STATE.parsed: the example opens in the 3D viewer. */
const PARSED = '3';

/**
 * The sample project tab of /myproject: the example files the platform published, read-only
 * (isDefault 2). Every file carries view only, so the only action is opening a viewable one.
 */
export function SampleProjectTab() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const sample = useQuery({ queryKey: projectKeys.sample(), queryFn: sampleProject });
  const open3d = (file: SampleFile) =>
    navigate(`${SAMPLE_MODEL_PATH}?${new URLSearchParams({ id: file.id, name: file.fileName })}`);
  const rows = sample.data?.records ?? [];

  const view = async (file: SampleFile) => {
    // Opened before the fetch so the browser keeps it as the click's own window.
    const opened = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await sampleFileBlob(file.id));
      if (opened) opened.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      opened?.close();
      notify.error((error as Error).message);
    }
  };

  return (
    <Table<SampleFile>
      data-testid="sample-table"
      variant="embedded"
      loading={sample.isLoading}
      loadingText={t('sampleProject.loading')}
      items={rows}
      trackBy="id"
      header={
        <Header counter={`(${rows.length})`} description={t('sampleProject.description')}>
          {t('sampleProject.title')}
        </Header>
      }
      empty={<Box textAlign="center">{t('sampleProject.empty')}</Box>}
      columnDefinitions={[
        { id: 'fileName', header: t('exampleFiles.fileName'), cell: (f) => f.fileName, isRowHeader: true },
        { id: 'size', header: t('exampleFiles.size'), cell: (f) => formatBytes(f.size) },
        { id: 'updateTime', header: t('exampleFiles.updateTime'), cell: (f) => shortTime(f.updateTime) },
        {
          id: 'actions',
          header: t('sampleProject.actions'),
          cell: (f) =>
            f.filePerms.includes('viewFile') && f.isModel === PARSED ? (
              <Button variant="inline-link" data-testid={`sample-view3d-${f.id}`} onClick={() => open3d(f)}>
                {t('sampleProject.view3d')}
              </Button>
            ) : f.filePerms.includes('viewFile') && f.contentType !== SAVE_ONLY ? (
              <Button variant="inline-link" data-testid={`sample-view-${f.id}`} onClick={() => void view(f)}>
                {t('sampleProject.view')}
              </Button>
            ) : (
              <Box color="text-status-inactive">{t('sampleProject.noView')}</Box>
            ),
        },
      ]}
    />
  );
}
