import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
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
import { CrudListPage } from '../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../components/crud/CrudTable.tsx';
import { SearchFields } from '../../../components/crud/SearchFields.tsx';
import { StatusDialog } from '../../../components/crud/StatusDialog.tsx';
import type { SearchField, SearchValues } from '../../../components/crud/search.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { platformKeys } from '../queries.ts';
import { WordForm } from './WordForm.tsx';

/** /platform/sensitive: the sensitive words users may not write (spec 3 §2, §5, §7). */
export function PlatformSensitivePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<SearchValues>({});
  const [editing, setEditing] = useState<SensitiveWordView | 'new' | null>(null);
  const [statusOf, setStatusOf] = useState<SensitiveWordView | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const status = typeof search.wordStatus === 'string' ? search.wordStatus : '';
  const words = usePagedQuery({
    queryKey: [...platformKeys.sensitiveWords(), status],
    load: ({ current, size, search: text }) =>
      listWords({
        current,
        size,
        ...(text ? { contentWord: text } : {}),
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
  const statusField: SearchField = {
    kind: 'select',
    key: 'wordStatus',
    label: t('crud.status'),
    options: [
      { value: '1', label: t('crud.statusNormal') },
      { value: '0', label: t('crud.statusDisabled') },
    ],
  };
  return (
    <CrudListPage<SensitiveWordView>
      title={t('sensitive.title')}
      description={t('sensitive.description')}
      testId="sensitive-table"
      testIdPrefix="word"
      paged={words}
      trackBy="id"
      filter={
        <SearchFields
          paged={words}
          placeholder={t('sensitive.search')}
          fields={[statusField]}
          values={search}
          onChange={setSearch}
        />
      }
      remove={async (rows) => {
        await removeWords(rows.map((w) => w.id));
        return undefined;
      }}
      reload={reload}
      actions={
        <>
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
        </>
      }
      add={{ label: t('crud.add'), onAdd: () => setEditing('new') }}
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
    >
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
    </CrudListPage>
  );
}
