import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors.ts';
import {
  type ExampleFile,
  exampleFileBlob,
  listExampleFiles,
  parseExampleFile,
  removeExampleFiles,
  setPublishState,
} from '../../../api/exampleFiles.ts';
import { formatBytes } from '../../../app/format.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { CrudListPage } from '../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../components/crud/CrudTable.tsx';
import { shortTime } from '../../../components/crud/format.ts';
import { SearchFields } from '../../../components/crud/SearchFields.tsx';
import { type SearchField, type SearchValues, searchQuery } from '../../../components/crud/search.ts';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { ExampleModelState, PARSING, parseOffered } from './ExampleModelState.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { uploadExampleByParts } from './uploadByParts.ts';

/** While a row parses the list is read again this often, so its bar moves. */
const PARSE_POLL_MS = 1500;

const exampleFileKeys = { all: () => ['platformExampleFiles'] as const };

/**
 * /platform/example-file (spec 3 §6): the files of the users' sample project. Publish and unpublish
 * are always offered, delete is always allowed; rename and parse wait for an unpublish (the server
 * says so too). Uploads go by presigned parts (any size); a parsing row shows its bar and time left.
 */
export function ExampleFilesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [renaming, setRenaming] = useState<ExampleFile | null>(null);
  const [busy, setBusy] = useState<'upload' | 'publish' | 'unpublish' | 'parse' | null>(null);
  const [sent, setSent] = useState(0);
  const [values, setValues] = useState<SearchValues>({});
  const fields: SearchField[] = [
    {
      kind: 'select',
      key: 'publishStatus',
      label: t('exampleFiles.status'),
      options: [
        { value: '1', label: t('exampleFiles.published') },
        { value: '0', label: t('exampleFiles.unpublished') },
      ],
    },
  ];
  const filters = searchQuery(fields, values);
  const files = usePagedQuery({
    queryKey: [...exampleFileKeys.all(), filters],
    load: ({ current, size, search }) =>
      listExampleFiles({ current, size, ...filters, ...(search ? { fileName: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
    pollWhile: (page) => (page.records.some((f) => f.isModel === PARSING) ? PARSE_POLL_MS : false),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: exampleFileKeys.all() });
  const one = files.selected.length === 1 ? files.selected[0]! : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy('upload');
    setSent(0);
    try {
      const res = await uploadExampleByParts(file, setSent, new AbortController().signal);
      notify.success(res.msg || t('crud.addSuccess'));
      await reload();
    } catch (error) {
      if (!(error instanceof ApiError && error.notified)) notify.error((error as Error).message);
    } finally {
      setBusy(null);
      if (picker.current) picker.current.value = '';
    }
  };

  const publish = async (status: 0 | 1) => {
    setBusy(status === 1 ? 'publish' : 'unpublish');
    try {
      const res = await setPublishState(
        files.selected.map((f) => f.id),
        status,
      );
      notify.success(res.msg || t('crud.updateSuccess'));
      await reload();
    } finally {
      setBusy(null);
    }
  };

  const parse = async (file: ExampleFile) => {
    setBusy('parse');
    try {
      const res = await parseExampleFile(file.id);
      notify.success(res.msg || t('crud.updateSuccess'));
      await reload();
    } finally {
      setBusy(null);
    }
  };

  const download = async (file: ExampleFile) => {
    try {
      saveBlob(await exampleFileBlob(file.id), file.fileName);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <CrudListPage<ExampleFile>
      title={t('exampleFiles.title')}
      description={t('exampleFiles.description')}
      testId="example-table"
      testIdPrefix="example"
      paged={files}
      trackBy="id"
      filter={
        <SearchFields
          paged={files}
          placeholder={t('exampleFiles.search')}
          testId="example-search"
          fields={fields}
          values={values}
          onChange={setValues}
        />
      }
      columns={[
        { id: 'fileName', header: t('exampleFiles.fileName'), cell: (f) => f.fileName, isRowHeader: true },
        { id: 'size', header: t('exampleFiles.size'), cell: (f) => formatBytes(f.size) },
        {
          id: 'status',
          header: t('exampleFiles.status'),
          cell: (f) => (
            <StatusIndicator type={f.publishStatus === 1 ? 'success' : 'stopped'}>
              {t(f.publishStatus === 1 ? 'exampleFiles.published' : 'exampleFiles.unpublished')}
            </StatusIndicator>
          ),
        },
        { id: 'model', header: t('exampleFiles.model'), cell: (f) => <ExampleModelState file={f} /> },
        { id: 'updateTime', header: t('exampleFiles.updateTime'), cell: (f) => shortTime(f.updateTime) },
      ]}
      remove={(rows) => removeExampleFiles(rows.map((f) => f.id))}
      reload={reload}
      actions={
        <>
          <Button
            data-testid="example-parse"
            disabled={!one || !parseOffered(one)}
            disabledReason={one?.publishStatus === 1 ? t('exampleFiles.parsePublished') : undefined}
            loading={busy === 'parse'}
            onClick={() => one && void parse(one)}
          >
            {t('exampleFiles.parse')}
          </Button>
          <Button data-testid="example-download" disabled={!one} onClick={() => one && void download(one)}>
            {t('exampleFiles.download')}
          </Button>
          <Button
            data-testid="example-unpublish"
            {...selectionAction(files.selected, t('crud.selectOne'))}
            loading={busy === 'unpublish'}
            onClick={() => void publish(0)}
          >
            {t('exampleFiles.unpublish')}
          </Button>
          <Button
            data-testid="example-publish"
            {...selectionAction(files.selected, t('crud.selectOne'))}
            loading={busy === 'publish'}
            onClick={() => void publish(1)}
          >
            {t('exampleFiles.publish')}
          </Button>
        </>
      }
      edit={{ label: t('exampleFiles.rename'), onEdit: setRenaming, disabled: (f) => f.publishStatus === 1 }}
      add={{ label: t('exampleFiles.upload'), onAdd: () => picker.current?.click() }}
    >
      {busy === 'upload' && (
        <ProgressBar value={sent} label={t('exampleFiles.uploading')} data-testid="example-upload-progress" />
      )}
      <input
        ref={picker}
        type="file"
        hidden
        data-testid="example-file-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {renaming && (
        <RenameDialog
          file={renaming}
          onClose={() => setRenaming(null)}
          onSaved={() => {
            setRenaming(null);
            void reload();
          }}
        />
      )}
    </CrudListPage>
  );
}
