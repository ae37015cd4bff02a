import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeWhitelist, type WhitelistEntry, whitelistPage } from '../../../../api/settings.ts';
import {
  downloadWhitelist,
  importWhitelist,
  type WhitelistImportResult,
} from '../../../../api/whitelistFiles.ts';
import { saveBlob } from '../../../../app/saveAs.ts';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../../components/crud/CrudTable.tsx';
import { shortTime } from '../../../../components/crud/format.ts';
import { selectionAction } from '../../../../components/crud/selection.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { systemKeys } from '../queries.ts';
import { EntryForm } from './EntryForm.tsx';
import { ImportResult } from './ImportResult.tsx';

function columns(t: TFunction): TableProps.ColumnDefinition<WhitelistEntry>[] {
  return [
    { id: 'phone', header: t('system.whitelist.phone'), cell: (e) => e.phone, isRowHeader: true },
    { id: 'remark', header: t('system.whitelist.remark'), cell: (e) => e.remark },
    { id: 'updateTime', header: t('system.param.updateTime'), cell: (e) => shortTime(e.updateTime) },
  ];
}

/** The whitelist (spec 3 §2 whiteList): phone numbers and prefixes; on with the account.whitelist parameter. */
export function WhitelistPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<WhitelistEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<WhitelistImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const entries = usePagedQuery({
    queryKey: systemKeys.whitelist(),
    load: ({ current, size, search }) =>
      whitelistPage({ current, size, ...(search ? { phone: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = entries;
  const reload = () => queryClient.invalidateQueries({ queryKey: systemKeys.whitelist() });

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removeWhitelist(selected.map((e) => e.id));
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const { data } = await importWhitelist(file);
      setImported(data);
      await reload();
    } catch (error) {
      // A refused file (not xlsx, too many rows) is told by its message; nothing was written.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setImporting(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('system.whitelist.description')}>
          {t('system.whitelist.title')}
        </Header>
      }
    >
      <CrudTable<WhitelistEntry>
        testId="whitelist-table"
        paged={entries}
        columns={columns(t)}
        trackBy="id"
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${entries.total})` : `(${entries.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button {...selectionAction(selected, t('crud.selectOne'))} onClick={() => setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button
                  iconName="download"
                  data-testid="whitelist-download"
                  onClick={() =>
                    void downloadWhitelist()
                      .then(({ blob, fileName }) => saveBlob(blob, fileName))
                      .catch(() => notify.error(t('system.whitelist.downloadFailed')))
                  }
                >
                  {t('system.whitelist.download')}
                </Button>
                <Button
                  iconName="upload"
                  loading={importing}
                  data-testid="whitelist-import"
                  onClick={() => fileInput.current?.click()}
                >
                  {t('system.whitelist.import')}
                </Button>
                <Button disabled={selected.length !== 1} onClick={() => setEditing(selected[0]!)}>
                  {t('system.whitelist.edit')}
                </Button>
                <Button variant="primary" data-testid="whitelist-add" onClick={() => setEditing('new')}>
                  {t('system.whitelist.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('system.whitelist.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={entries.filter}
            filteringPlaceholder={t('system.whitelist.search')}
            filteringAriaLabel={t('system.whitelist.search')}
            onChange={({ detail }) => entries.setFilter(detail.filteringText)}
          />
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx"
        hidden
        data-testid="whitelist-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {imported && <ImportResult result={imported} onClose={() => setImported(null)} />}
      {editing && (
        <EntryForm
          entry={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
