import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Page } from '@loopline/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { type FieldSpec, FormModal } from './FormModal.tsx';

/**
 * A back-office list of simple records (tenants, clients, resource configs): the server-paged CRUD
 * table with search, add / edit in a form dialog, delete of the selected rows.
 */
export function ListPage<T extends object>({
  title,
  description,
  testId,
  queryKey,
  load,
  trackBy,
  columns,
  searchLabel,
  fields,
  initial,
  submit,
  remove,
  rowActions,
  extra,
}: {
  title: string;
  description: string;
  testId: string;
  queryKey: QueryKey;
  load: (q: { current: number; size: number; search: string }) => Promise<Page<T>>;
  trackBy: keyof T & string;
  columns: TableProps.ColumnDefinition<T>[];
  searchLabel: string;
  /** The form's fields for a new row (null) or an edited one. */
  fields: (row: T | null) => FieldSpec[];
  initial: (row: T | null) => Record<string, string>;
  submit: (values: Record<string, string>, row: T | null) => Promise<unknown>;
  remove: (rows: T[]) => Promise<unknown>;
  rowActions?: (row: T) => ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const paged = usePagedQuery<T>({ queryKey, load, defaultSize: CRUD_DEFAULT_PAGE_SIZE });
  const { selected } = paged;
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const doRemove = async () => {
    setBusy(true);
    try {
      await remove(selected);
      notify.success(t('crud.deleteSuccess'));
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const current = editing === 'new' ? null : editing;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description}>
          {title}
        </Header>
      }
    >
      <CrudTable<T>
        testId={testId}
        paged={paged}
        trackBy={trackBy}
        stickyLast={1}
        columns={[
          ...columns,
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (row) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" onClick={() => setEditing(row)}>
                  {t('crud.edit')}
                </Button>
                {rowActions?.(row)}
              </SpaceBetween>
            ),
          },
        ]}
        header={
          <Header
            counter={`(${paged.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void paged.refetch()}
                />
                <Button {...selectionAction(selected, t('crud.selectOne'))} onClick={() => setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button variant="primary" data-testid={`${testId}-add`} onClick={() => setEditing('new')}>
                  {t('crud.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={paged.filter}
            filteringPlaceholder={searchLabel}
            filteringAriaLabel={searchLabel}
            onChange={({ detail }) => paged.setFilter(detail.filteringText)}
          />
        }
      />
      {editing && (
        <FormModal
          title={t(current ? 'crud.edit' : 'crud.add')}
          testId={`${testId}-form`}
          isNew={!current}
          initial={initial(current)}
          fields={fields(current)}
          onSubmit={(values) => submit(values, current)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void doRemove()} />
      )}
      {extra}
    </ContentLayout>
  );
}
