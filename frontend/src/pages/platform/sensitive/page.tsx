import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  importWords,
  listWords,
  removeWords,
  type SensitiveWordView,
  setWordStatus,
  wordTemplate,
} from '../../../api/console.ts';
import { formatDate } from '../../../app/format.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../components/crud/CrudTable.tsx';
import { StatusDialog } from '../../../components/crud/StatusDialog.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { platformKeys } from '../queries.ts';
import { WordForm } from './WordForm.tsx';

/** /platform/sensitive: the sensitive words users may not write (spec 3 §2, §5, §7). */
export function PlatformSensitivePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<SensitiveWordView | 'new' | null>(null);
  const [statusOf, setStatusOf] = useState<SensitiveWordView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const words = usePagedQuery({
    queryKey: [...platformKeys.sensitiveWords(), status],
    load: ({ current, size, search }) =>
      listWords({
        current,
        size,
        ...(search ? { contentWord: search } : {}),
        ...(status ? { wordStatus: Number(status) as 0 | 1 } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.sensitiveWords() });
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const statusOptions = [
    { value: '', label: t('crud.any') },
    { value: '1', label: t('crud.statusNormal') },
    { value: '0', label: t('crud.statusDisabled') },
  ];
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('sensitive.description')}>
          {t('sensitive.title')}
        </Header>
      }
    >
      <CrudTable<SensitiveWordView>
        testId="sensitive-table"
        paged={words}
        trackBy="id"
        header={
          <Header
            counter={words.selected.length ? `(${words.selected.length}/${words.total})` : `(${words.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void words.refetch()}
                />
                <Button onClick={() => requireSelection(words.selected) && setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button
                  iconName="download"
                  onClick={() =>
                    void wordTemplate()
                      .then(({ blob, fileName }) => saveBlob(blob, fileName))
                      .catch(() => notify.error(t('oplog.downloadFailed')))
                  }
                >
                  {t('sensitive.template')}
                </Button>
                <Button iconName="upload" loading={busy} onClick={() => fileInput.current?.click()}>
                  {t('sensitive.import')}
                </Button>
                <Button variant="primary" onClick={() => setEditing('new')} data-testid="word-add">
                  {t('crud.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('sensitive.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              filteringText={words.filter}
              filteringPlaceholder={t('sensitive.search')}
              filteringAriaLabel={t('sensitive.search')}
              onChange={({ detail }) => words.setFilter(detail.filteringText)}
            />
            <Select
              selectedOption={statusOptions.find((o) => o.value === status) ?? statusOptions[0]!}
              options={statusOptions}
              onChange={({ detail }) => {
                setStatus(detail.selectedOption.value ?? '');
                words.setCurrent(1);
              }}
            />
          </SpaceBetween>
        }
        columns={[
          { id: 'contentWord', header: t('sensitive.word'), cell: (w) => w.contentWord },
          {
            id: 'wordStatus',
            header: t('crud.status'),
            cell: (w) => t(w.wordStatus === 1 ? 'crud.statusNormal' : 'crud.statusDisabled'),
          },
          { id: 'createUser', header: t('sensitive.createUser'), cell: (w) => w.createUser },
          { id: 'createTime', header: t('sensitive.createTime'), cell: (w) => formatDate(w.createTime) },
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (w) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" onClick={() => setEditing(w)}>
                  {t('crud.edit')}
                </Button>
                <Button variant="inline-link" onClick={() => setStatusOf(w)}>
                  {t('crud.status')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx"
        hidden
        data-testid="word-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void guarded(async () => {
            const { data } = await importWords(file);
            notify.success(t('sensitive.importedCounts', { ...data }));
            await reload();
          });
        }}
      />
      {editing && (
        <WordForm
          word={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {statusOf && (
        <StatusDialog
          initial={statusOf.wordStatus === 1 ? 1 : 0}
          busy={busy}
          onCancel={() => setStatusOf(null)}
          onConfirm={(wordStatus) =>
            void guarded(async () => {
              await setWordStatus({ id: statusOf.id, wordStatus });
              notify.success(t('crud.updateSuccess'));
              setStatusOf(null);
              await reload();
            })
          }
        />
      )}
      {deleting && (
        <ConfirmDelete
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            void guarded(async () => {
              await removeWords(words.selected.map((w) => w.id));
              notify.success(t('crud.deleteSuccess'));
              setDeleting(false);
              await reload();
            })
          }
        />
      )}
    </ContentLayout>
  );
}
