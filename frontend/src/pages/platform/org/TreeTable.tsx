import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';

export interface TreeRow {
  id: string;
  children: TreeRow[];
}

/** Every id of a tree, for "expand all". */
const allIds = <T extends TreeRow>(rows: readonly T[]): string[] =>
  rows.flatMap((r) => [r.id, ...allIds(r.children)]);

/**
 * A back-office tree (departments, menus): expandable rows opened at first, a row's actions (add
 * below, edit, delete) and the delete confirmation; the page supplies columns and the calls.
 */
export function TreeTable<T extends TreeRow>({
  title,
  description,
  rows,
  loading,
  columns,
  testId,
  canChange,
  canAddChild,
  onAdd,
  onAddChild,
  onEdit,
  onRemove,
  extraActions,
}: {
  title: string;
  description?: string;
  rows: T[];
  loading: boolean;
  columns: TableProps.ColumnDefinition<T>[];
  testId: string;
  canChange: (row: T) => boolean;
  /** Whether a row may hold rows below it (every row when not given). */
  canAddChild?: (row: T) => boolean;
  onAdd: () => void;
  onAddChild: (row: T) => void;
  onEdit: (row: T) => void;
  onRemove: (row: T) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onRemove(deleting);
      notify.success(t('crud.deleteSuccess'));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };
  const expanded = allIds(rows).filter((id) => !collapsed.has(id));
  const byId = new Map<string, T>();
  const index = (list: readonly T[]) => {
    for (const r of list) {
      byId.set(r.id, r);
      index(r.children as T[]);
    }
  };
  index(rows);
  return (
    <>
      <Table<T>
        data-testid={testId}
        variant="full-page"
        loading={loading}
        loadingText={t('notices.loading')}
        items={rows}
        trackBy="id"
        expandableRows={{
          getItemChildren: (row) => row.children as T[],
          isItemExpandable: (row) => row.children.length > 0,
          expandedItems: expanded.map((id) => byId.get(id)).filter((r): r is T => Boolean(r)),
          onExpandableItemToggle: ({ detail }) =>
            setCollapsed((c) => {
              const next = new Set(c);
              detail.expanded ? next.delete(detail.item.id) : next.add(detail.item.id);
              return next;
            }),
        }}
        header={
          <Header
            variant="h1"
            description={description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {extraActions}
                <Button variant="primary" onClick={onAdd} data-testid={`${testId}-add`}>
                  {t('crud.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        columnDefinitions={[
          ...columns,
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (row) => (
              <SpaceBetween direction="horizontal" size="xs">
                {(canAddChild?.(row) ?? true) && (
                  <Button
                    variant="inline-link"
                    onClick={() => onAddChild(row)}
                    data-testid={`${testId}-child-${row.id}`}
                  >
                    {t('org.addChild')}
                  </Button>
                )}
                {canChange(row) && (
                  <Button
                    variant="inline-link"
                    onClick={() => onEdit(row)}
                    data-testid={`${testId}-edit-${row.id}`}
                  >
                    {t('crud.edit')}
                  </Button>
                )}
                {canChange(row) && (
                  <Button
                    variant="inline-link"
                    onClick={() => setDeleting(row)}
                    data-testid={`${testId}-remove-${row.id}`}
                  >
                    {t('crud.delete')}
                  </Button>
                )}
                {!canChange(row) && <Box color="text-body-secondary">{t('org.builtIn')}</Box>}
              </SpaceBetween>
            ),
          },
        ]}
        empty={
          <Box textAlign="center" color="inherit" padding="l">
            {t('crud.empty')}
          </Box>
        }
      />
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
      )}
    </>
  );
}
