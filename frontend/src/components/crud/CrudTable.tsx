import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../paged/usePagedQuery.ts';
import { pageCount } from '../paging.ts';

/** Generic CRUD tables (spec 3 §2): page sizes 100, 200, 500, 1000, default 100. */
const CRUD_PAGE_SIZES = [100, 200, 500, 1000] as const;
export const CRUD_DEFAULT_PAGE_SIZE = 100;

export interface CrudTableProps<T> {
  /** The page query behind the table (usePagedQuery with CRUD_DEFAULT_PAGE_SIZE). */
  paged: PagedQuery<T>;
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: keyof T & string;
  header: ReactNode;
  filter?: ReactNode;
  testId?: string;
  /** Keep the last columns (row actions) in view when the table scrolls sideways. */
  stickyLast?: number;
}

/** A back-office table over a server-paged query: multi-select, pages and page size. */
export function CrudTable<T>(props: CrudTableProps<T>) {
  const { t } = useTranslation();
  const { paged } = props;
  const pages = pageCount(paged.total, paged.size);
  return (
    <Table<T>
      data-testid={props.testId}
      variant="full-page"
      items={paged.rows}
      columnDefinitions={props.columns}
      trackBy={props.trackBy}
      loading={paged.loading}
      stickyColumns={props.stickyLast ? { first: 0, last: props.stickyLast } : undefined}
      loadingText={t('notices.loading')}
      selectionType="multi"
      selectedItems={paged.selected}
      onSelectionChange={({ detail }) => paged.setSelected(detail.selectedItems)}
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
          currentPageIndex={paged.current}
          pagesCount={pages}
          onChange={({ detail }) => paged.setCurrent(detail.currentPageIndex)}
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
          preferences={{ pageSize: paged.size }}
          pageSizePreference={{
            title: t('crud.pageSize'),
            options: CRUD_PAGE_SIZES.map((value) => ({
              value,
              label: t('crud.pageSizeOption', { count: value }),
            })),
          }}
          onConfirm={({ detail }) => paged.setSize(detail.pageSize ?? CRUD_DEFAULT_PAGE_SIZE)}
        />
      }
    />
  );
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
