import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../paging.ts';
import type { PagedQuery } from './usePagedQuery.ts';

export interface ServerPagedTableProps<T> {
  paged: PagedQuery<T>;
  columns: TableProps.ColumnDefinition<T>[];
  trackBy: TableProps<T>['trackBy'];
  /** The header, given the counter to show (none while loading). */
  header: (counter: string | undefined) => ReactNode;
  testId: string;
  loadingText: string;
  searchText: string;
  emptyText: string;
  noMatchText: string;
  /** The column the server sorts by (ascending or descending); none: not sortable. */
  sortingColumnId?: string;
  /** Multi-select when set; rows it answers true for cannot be picked. */
  selectable?: boolean;
  isItemDisabled?: (row: T) => boolean;
  itemLabel?: (row: T) => string;
  /** The page sizes offered in the preferences; none: no preferences. */
  pageSizes?: readonly number[];
  variant?: TableProps['variant'];
  stickyHeader?: boolean;
  /** The search box's test id (default `<testId>-search`). */
  searchTestId?: string;
  /** Say how many rows match a search (default true). */
  countMatches?: boolean;
  /** Saves an inline edit (columns with an editConfig). */
  submitEdit?: TableProps<T>['submitEdit'];
}

/** A Cloudscape table over a server-paged query: search, sort, pages, page size and multi-select. */
export function ServerPagedTable<T>({
  paged,
  columns,
  trackBy,
  header,
  testId,
  loadingText,
  searchText,
  emptyText,
  noMatchText,
  sortingColumnId,
  selectable,
  isItemDisabled,
  itemLabel,
  pageSizes,
  variant = 'container',
  stickyHeader,
  countMatches = true,
  submitEdit,
  searchTestId = `${testId}-search`,
}: ServerPagedTableProps<T>) {
  const { t } = useTranslation();
  const { loading, total, search } = paged;
  return (
    <Table<T>
      data-testid={testId}
      items={paged.rows}
      trackBy={trackBy}
      columnDefinitions={columns}
      submitEdit={submitEdit}
      loading={loading}
      loadingText={loadingText}
      variant={variant}
      stickyHeader={stickyHeader}
      selectionType={selectable ? 'multi' : undefined}
      selectedItems={paged.selected}
      onSelectionChange={({ detail }) => paged.setSelected(detail.selectedItems)}
      isItemDisabled={isItemDisabled}
      sortingColumn={sortingColumnId ? columns.find((column) => column.id === sortingColumnId) : undefined}
      sortingDescending={paged.descending}
      onSortingChange={({ detail }) => paged.setDescending(detail.isDescending ?? false)}
      ariaLabels={{
        selectionGroupLabel: t('projectMembers.selection'),
        allItemsSelectionLabel: () => t('projectMembers.selectAll'),
        itemSelectionLabel: (_, row) =>
          itemLabel ? t('projectMembers.selectOne', { account: itemLabel(row) }) : '',
      }}
      header={header(loading ? undefined : `(${total})`)}
      filter={
        <TextFilter
          filteringText={paged.filter}
          filteringPlaceholder={searchText}
          filteringAriaLabel={searchText}
          countText={
            countMatches && search && !loading ? t('projectMembers.matches', { count: total }) : undefined
          }
          onChange={({ detail }) => paged.setFilter(detail.filteringText)}
          data-testid={searchTestId}
        />
      }
      pagination={
        <Pagination
          currentPageIndex={paged.current}
          pagesCount={pageCount(total, paged.size)}
          onChange={({ detail }) => paged.setCurrent(detail.currentPageIndex)}
        />
      }
      preferences={
        pageSizes && (
          <CollectionPreferences
            title={t('projectMembers.preferences')}
            confirmLabel={t('projectMembers.confirm')}
            cancelLabel={t('projects.form.cancel')}
            preferences={{ pageSize: paged.size }}
            pageSizePreference={{
              title: t('projectMembers.pageSize'),
              options: pageSizes.map((value) => ({
                value,
                label: t('projectMembers.perPage', { count: value }),
              })),
            }}
            onConfirm={({ detail }) => paged.setSize(detail.pageSize ?? paged.size)}
          />
        )
      }
      empty={
        paged.failed ? (
          <Box textAlign="center" color="text-status-error" padding="m">
            {paged.failed}
          </Box>
        ) : (
          <Box textAlign="center" color="inherit" padding="m">
            {search ? noMatchText : emptyText}
          </Box>
        )
      }
    />
  );
}
