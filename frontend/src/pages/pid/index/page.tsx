import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  type Drawing,
  exportIndex,
  type IndexRecord,
  indexPage,
  updateIndex,
} from '../../../api/pidLoops.ts';
import { errorText } from '../../../app/queryClient.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { ServerPagedTable } from '../../../components/paged/ServerPagedTable.tsx';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import '../pid.css';
import { readIndexTarget } from '../paths.ts';
import { pidKeys, useMayEditDrawing } from '../queries.ts';
import { indexColumns, isIndexField } from './columns.tsx';
import { ImportDialog } from './ImportDialog.tsx';

const PAGE_SIZES = [20, 50, 100] as const;

/**
 * `#/pid/instrument-index` (issue 17 item 6): a recognised drawing's instrument index, paged on the
 * server; members who may edit the drawing change values in place, and import them from an xlsx of the
 * project through a column mapping. Everyone who may read it exports it as xlsx.
 */
export function InstrumentIndexPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = readIndexTarget(params);
  return (
    <div className="pid-index-page" data-testid="pid-index-page">
      {target ? (
        <IndexScreen drawing={{ projectId: target.projectId, pfileId: target.pfileId }} name={target.name} />
      ) : (
        <Alert type="error" data-testid="pid-index-missing">
          {t('pidPanels.index.missingQuery')}
        </Alert>
      )}
    </div>
  );
}

function IndexScreen({ drawing, name }: { drawing: Drawing; name: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const editable = useMayEditDrawing(drawing);
  const [importing, setImporting] = useState(false);
  const paged = usePagedQuery<IndexRecord>({
    queryKey: pidKeys.index(drawing),
    load: (request) => indexPage(drawing, request.current, request.size, request.search),
    defaultSize: PAGE_SIZES[0],
  });
  const columns = useMemo(() => indexColumns(t, editable), [t, editable]);
  const download = useMutation({
    mutationFn: () => exportIndex(drawing, `${name.replace(/\.[^.]+$/, '') || 'drawing'}-index.xlsx`),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify.error(t('pidPanels.index.exportFailed', { message: errorText(error) })),
  });
  const refresh = () => client.invalidateQueries({ queryKey: pidKeys.index(drawing) });

  return (
    <SpaceBetween size="m">
      <ServerPagedTable<IndexRecord>
        paged={paged}
        columns={columns}
        trackBy="tag"
        testId="pid-index-table"
        loadingText={t('pidPanels.loading')}
        searchText={t('pidPanels.index.search')}
        emptyText={t('pidPanels.index.empty')}
        noMatchText={t('pidPanels.index.noMatch')}
        pageSizes={PAGE_SIZES}
        stickyHeader
        submitEdit={async (row, column, value) => {
          if (!isIndexField(column.id)) return;
          const envelope = await updateIndex(drawing, [
            { tag: row.tag, values: { [column.id]: String(value ?? '') } },
          ]);
          notify.success(envelope.msg);
          await refresh();
        }}
        header={(counter) => (
          <Header
            variant="h1"
            counter={counter}
            description={
              <span data-testid="pid-index-drawing">
                {name}
                {editable ? '' : ` · ${t('pidPanels.readOnly')}`}
              </span>
            }
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                {editable && (
                  <Button iconName="upload" onClick={() => setImporting(true)} data-testid="pid-index-import">
                    {t('pidPanels.import.open')}
                  </Button>
                )}
                <Button
                  iconName="download"
                  onClick={() => download.mutate()}
                  loading={download.isPending}
                  data-testid="pid-index-export"
                >
                  {t('pidPanels.index.export')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('pidPanels.index.title')}
          </Header>
        )}
      />
      {importing && (
        <ImportDialog
          drawing={drawing}
          onImported={() => void refresh()}
          onClose={() => setImporting(false)}
        />
      )}
    </SpaceBetween>
  );
}
