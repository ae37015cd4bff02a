import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notifications/store.ts';
import type { PagedQuery } from '../paged/usePagedQuery.ts';
import { ConfirmDelete, CrudTable } from './CrudTable.tsx';
import { selectionAction } from './selection.ts';

/**
 * The one shape of a back-office list page (spec 3 §2): a title, a table of the server's pages with
 * refresh, delete (asks first, needs a selection, says it worked), the page's own actions, edit
 * (one selected row) and add, and the search fields above the rows. Dialogs go in `children`.
 */
export interface CrudSectionProps<T> {
  /** The table's heading. */
  title: string;
  /** h2 for a table that shares its page with another (dictionaries). */
  headingVariant?: 'h2';
  /** The refresh button (default shown). */
  refresh?: boolean;
  paged: PagedQuery<T>;
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: keyof T & string;
  /** The table's test id; buttons are `<prefix>-delete`, `<prefix>-edit`, `<prefix>-add`. */
  testId: string;
  testIdPrefix: string;
  /** The search fields (SearchFields). */
  filter?: ReactNode;
  /** Removes the selected rows; answers the server's message (else "Deleted."). Absent: no delete. */
  remove?: (rows: T[]) => Promise<{ msg?: string } | undefined>;
  /** Called after a removal so the page reloads its lists. */
  reload: () => Promise<unknown>;
  /** Buttons between delete and edit. */
  actions?: ReactNode;
  edit?: { label: string; onEdit: (row: T) => void; disabled?: (row: T) => boolean };
  add?: { label: string; onAdd: () => void };
  /**
   * An add/edit dialog the section opens itself, in place of `edit` and `add`: Edit (one selected
   * row) renders it with the row, Add without; after a save it closes and the lists reload.
   */
  form?: {
    addLabel: string;
    render: (row: T | undefined, done: { onClose: () => void; onSaved: () => void }) => ReactNode;
  };
  stickyLast?: number;
  children?: ReactNode;
}

export interface CrudListPageProps<T> extends CrudSectionProps<T> {
  description?: string;
}

export function CrudListPage<T>({ description, ...section }: CrudListPageProps<T>) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description}>
          {section.title}
        </Header>
      }
    >
      <CrudSection {...section} />
    </ContentLayout>
  );
}

/** The table part of a list page, with its dialogs. */
export function CrudSection<T>(props: CrudSectionProps<T>) {
  const { t } = useTranslation();
  const { paged, testIdPrefix: prefix } = props;
  const { selected } = paged;
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;
  const { form } = props;
  const edit = props.edit ?? (form && { label: t('crud.edit'), onEdit: (row: T) => setEditing({ row }) });
  const add = props.add ?? (form && { label: form.addLabel, onAdd: () => setEditing({}) });

  const remove = async () => {
    if (!props.remove) return;
    setBusy(true);
    try {
      const res = await props.remove(selected);
      notify.success(res?.msg || t('crud.deleteSuccess'));
      setDeleting(false);
      await props.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CrudTable<T>
        testId={props.testId}
        paged={paged}
        columns={props.columns}
        trackBy={props.trackBy}
        stickyLast={props.stickyLast}
        header={
          <Header
            variant={props.headingVariant}
            counter={selected.length ? `(${selected.length}/${paged.total})` : `(${paged.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {props.refresh !== false && (
                  <Button
                    iconName="refresh"
                    ariaLabel={t('crud.refresh')}
                    onClick={() => void paged.refetch()}
                  />
                )}
                {props.remove && (
                  <Button
                    data-testid={`${prefix}-delete`}
                    {...selectionAction(selected, t('crud.selectOne'))}
                    onClick={() => setDeleting(true)}
                  >
                    {t('crud.delete')}
                  </Button>
                )}
                {props.actions}
                {edit && (
                  <Button
                    data-testid={`${prefix}-edit`}
                    disabled={!one || (edit.disabled?.(one) ?? false)}
                    onClick={() => one && edit.onEdit(one)}
                  >
                    {edit.label}
                  </Button>
                )}
                {add && (
                  <Button variant="primary" data-testid={`${prefix}-add`} onClick={add.onAdd}>
                    {add.label}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {props.title}
          </Header>
        }
        filter={props.filter}
      />
      {props.children}
      {editing &&
        form?.render(editing.row, {
          onClose: () => setEditing(null),
          onSaved: () => {
            setEditing(null);
            void props.reload();
          },
        })}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </>
  );
}
