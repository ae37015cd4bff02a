import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BatchImportAnswer,
  batchImport,
  type Drawing,
  excelHead,
  INDEX_FIELDS,
  projectXlsFiles,
} from '../../../api/pidLoops.ts';
import { errorText } from '../../../app/queryClient.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { pidKeys } from '../queries.ts';
import { ImportResult } from './ImportResult.tsx';
import { type ColumnMapping, guessMapping, mappingBody } from './mapping.ts';
import { SampleRows } from './SampleRows.tsx';

interface Props {
  drawing: Drawing;
  onImported: () => void;
  onClose: () => void;
}

/** The column titles the export writes, in every language: a sheet exported earlier maps itself. */
const columnNames = () =>
  Object.fromEntries(
    (['tag', ...INDEX_FIELDS] as const).map((f) => [
      f,
      (['zh', 'en'] as const).map((lng) => i18next.t(`pidPanels.index.col.${f}`, { lng })),
    ]),
  ) as unknown as Parameters<typeof guessMapping>[1];

/**
 * Import index values from an xlsx file of the project (issue 17 item 6): pick the file, map its columns
 * (getDataExcelHead gives the header and first rows) to the tag and the index fields, import
 * (batchImportData), and see the result of every row.
 */
export function ImportDialog({ drawing, onImported, onClose }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const [fileId, setFileId] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [answer, setAnswer] = useState<BatchImportAnswer | null>(null);
  const files = useQuery({
    queryKey: pidKeys.xlsxFiles(drawing.projectId, settled),
    queryFn: () => projectXlsFiles(drawing.projectId, settled),
  });
  const xlsx = files.data?.records ?? [];
  const head = useQuery({
    queryKey: pidKeys.excelHead(drawing.projectId, fileId),
    queryFn: async () => {
      const h = await excelHead(drawing.projectId, fileId);
      setMapping(guessMapping(h.headers, columnNames()));
      return h;
    },
    enabled: Boolean(fileId),
    staleTime: 0,
    gcTime: 0,
  });
  const run = useMutation({
    mutationFn: (m: ColumnMapping) =>
      batchImport({ ...drawing, fileId, tagColumn: m.tagColumn, mapping: mappingBody(m) }),
    onSuccess: (envelope) => {
      setAnswer(envelope.data);
      onImported();
    },
  });

  const headers = head.data?.headers ?? [];
  const none = { value: '', label: t('pidPanels.import.notImported') };
  const columnOptions = headers.map((h) => ({ value: h, label: h || t('pidPanels.import.blankHeader') }));
  const pick = (value: string) => columnOptions.find((o) => o.value === value) ?? null;
  const ready = Boolean(mapping?.tagColumn) && mapping !== null && mappingBody(mapping).length > 0;
  const fileOption = xlsx.find((e) => e.id === fileId);

  return (
    <Modal
      visible
      size="large"
      header={t('pidPanels.import.title')}
      onDismiss={() => !run.isPending && onClose()}
      closeAriaLabel={t('pidPanels.close')}
      data-testid="pid-import-dialog"
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="link" onClick={onClose} disabled={run.isPending}>
              {t(answer ? 'pidPanels.close' : 'pidPanels.cancel')}
            </Button>
            {!answer && (
              <Button
                variant="primary"
                disabled={!ready}
                loading={run.isPending}
                onClick={() => mapping && run.mutate(mapping)}
                data-testid="pid-import-submit"
              >
                {t('pidPanels.import.submit')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {answer ? (
        <ImportResult answer={answer} />
      ) : (
        <SpaceBetween size="m">
          <FormField
            label={t('pidPanels.import.file')}
            description={t('pidPanels.import.fileHint')}
            errorText={files.error ? errorText(files.error) : undefined}
          >
            <Select
              selectedOption={fileOption ? { value: fileOption.id, label: fileOption.fileName } : null}
              onChange={({ detail }) => {
                setMapping(null);
                setFileId(detail.selectedOption.value ?? '');
              }}
              options={xlsx.map((e) => ({
                value: e.id,
                label: e.fileName,
                description: e.path ? `/${e.path}` : undefined,
              }))}
              filteringType="manual"
              onLoadItems={({ detail }) => setSearch(detail.filteringText)}
              statusType={files.isFetching ? 'loading' : files.error ? 'error' : 'finished'}
              loadingText={t('pidPanels.loading')}
              errorText={t('pidPanels.import.filesFailed')}
              empty={t('pidPanels.import.noFiles')}
              placeholder={t('pidPanels.import.pickFile')}
              filteringPlaceholder={t('pidPanels.import.searchFiles')}
              data-testid="pid-import-file"
            />
          </FormField>
          {head.error && (
            <Alert type="error" data-testid="pid-import-head-error">
              {t('pidPanels.import.headFailed', { message: errorText(head.error) })}
            </Alert>
          )}
          {fileId && head.isFetching && (
            <Box color="text-status-inactive">{t('pidPanels.import.reading')}</Box>
          )}
          {head.data && mapping && (
            <SpaceBetween size="m">
              <Box color="text-body-secondary" data-testid="pid-import-rows">
                {t('pidPanels.import.rows', { count: head.data.rows })}
              </Box>
              <FormField
                label={t('pidPanels.import.tagColumn')}
                errorText={mapping.tagColumn ? undefined : t('pidPanels.import.tagColumnRequired')}
              >
                <Select
                  selectedOption={pick(mapping.tagColumn)}
                  onChange={({ detail }) =>
                    setMapping({ ...mapping, tagColumn: detail.selectedOption.value ?? '' })
                  }
                  options={columnOptions}
                  placeholder={t('pidPanels.import.pickColumn')}
                  data-testid="pid-import-tag-column"
                />
              </FormField>
              <div className="pid-import-grid">
                {INDEX_FIELDS.map((field) => (
                  <FormField key={field} label={t(`pidPanels.index.col.${field}`)}>
                    <Select
                      selectedOption={pick(mapping.fields[field]) ?? none}
                      onChange={({ detail }) =>
                        setMapping({
                          ...mapping,
                          fields: { ...mapping.fields, [field]: detail.selectedOption.value ?? '' },
                        })
                      }
                      options={[none, ...columnOptions]}
                      data-testid={`pid-import-map-${field}`}
                    />
                  </FormField>
                ))}
              </div>
              {mappingBody(mapping).length === 0 && (
                <Box color="text-status-error">{t('pidPanels.import.noMapping')}</Box>
              )}
              <SampleRows headers={headers} rows={head.data.sample} />
            </SpaceBetween>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
