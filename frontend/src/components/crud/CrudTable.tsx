import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../i18n/index.ts';
import { notify } from '../notifications/store.ts';

/** Generic CRUD tables (spec 3 §2): page sizes 100, 200, 500, 1000, default 100. */
export const CRUD_PAGE_SIZES = [100, 200, 500, 1000] as const;
export const CRUD_DEFAULT_PAGE_SIZE = 100;

export interface CrudTableProps<T> {
  items: T[];
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: keyof T & string;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  selected: T[];
  onSelect: (items: T[]) => void;
  header: ReactNode;
  filter?: ReactNode;
  testId?: string;
  /** Keep the last columns (row actions) in view when the table scrolls sideways. */
  stickyLast?: number;
}

export function CrudTable<T>(props: CrudTableProps<T>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Table<T>
      data-testid={props.testId}
      variant="full-page"
      items={props.items}
      columnDefinitions={props.columns}
      trackBy={props.trackBy}
      loading={props.loading}
      stickyColumns={props.stickyLast ? { first: 0, last: props.stickyLast } : undefined}
      loadingText={t('notices.loading')}
      selectionType="multi"
      selectedItems={props.selected}
      onSelectionChange={({ detail }) => props.onSelect(detail.selectedItems)}
      ariaLabels={{
        selectionGroupLabel: t('crud.selectRow'),
        allItemsSelectionLabel: () => t('crud.selectAll'),
        itemSelectionLabel: () => t('crud.selectRow'),
      }}
      header={props.header}
      filter={props.filter}
      empty={
        <Box textAlign="center" color="inherit" padding="l">
          {t('crud.empty')}
        </Box>
      }
      pagination={
        <Pagination
          currentPageIndex={props.page}
          pagesCount={pages}
          onChange={({ detail }) => props.onPage(detail.currentPageIndex)}
          ariaLabels={{
            previousPageLabel: t('crud.previousPage'),
            nextPageLabel: t('crud.nextPage'),
            pageLabel: (page) => t('crud.pageLabel', { page }),
          }}
        />
      }
      preferences={
        <CollectionPreferences
          title={t('crud.preferences')}
          confirmLabel={t('crud.confirm')}
          cancelLabel={t('crud.cancel')}
          preferences={{ pageSize: props.pageSize }}
          pageSizePreference={{
            title: t('crud.pageSize'),
            options: CRUD_PAGE_SIZES.map((value) => ({
              value,
              label: t('crud.pageSizeOption', { count: value }),
            })),
          }}
          onConfirm={({ detail }) => props.onPageSize(detail.pageSize ?? CRUD_DEFAULT_PAGE_SIZE)}
        />
      }
    />
  );
}

/** Multi-row actions need a selection: otherwise the spec's warning and no call. */
export function requireSelection<T>(selected: T[]): boolean {
  if (selected.length > 0) return true;
  notify.warning(translate('crud.selectOne'));
  return false;
}

/** 'Sure to delete selected data?' with confirm and cancel. */
export function ConfirmDelete({
  onConfirm,
  onCancel,
  busy,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      size="small"
      onDismiss={onCancel}
      header={t('crud.delete')}
      data-testid="confirm-delete"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onCancel}>{t('crud.cancel')}</Button>
            <Button variant="primary" loading={busy} onClick={onConfirm} data-testid="confirm-delete-ok">
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('crud.confirmDelete')}
    </Modal>
  );
}
