import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Page } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberQuery, MemberRow } from '../../../api/projects.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, MEMBER_PAGE_SIZES, pageCount } from '../../../components/paging.ts';
import { useDebounced } from '../../../components/useDebounced.ts';

export interface MemberTableProps {
  /** Loads one page; called again whenever the query or `version` changes. */
  load: (query: MemberQuery) => Promise<Page<MemberRow>>;
  version: number;
  columns: TableProps.ColumnDefinition<MemberRow>[];
  header: (counter: string | undefined, selected: MemberRow[]) => React.ReactNode;
  /** Multi-select when set; rows it answers true for cannot be picked. */
  selectable?: boolean;
  isItemDisabled?: (row: MemberRow) => boolean;
  selected: MemberRow[];
  onSelectedChange: (rows: MemberRow[]) => void;
  emptyText: string;
  testId: string;
}

/**
 * A member table with the rules of spec 2 §2/§5/§9: sorted by account either way, a case-insensitive
 * search on account or name, multi-select, pages of 100, 200, 500 or 1000 (100 by default).
 * Paging, sorting and searching happen on the server.
 */
export function MemberTable({
  load,
  version,
  columns,
  header,
  selectable,
  isItemDisabled,
  selected,
  onSelectedChange,
  emptyText,
  testId,
}: MemberTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const searchValue = useDebounced(filter.trim());
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_MEMBER_PAGE_SIZE);
  const [descending, setDescending] = useState(false);
  const [rows, setRows] = useState<MemberRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh load; onSelectedChange is the parent's setter.
  useEffect(() => {
    let live = true;
    setLoading(true);
    load({ current, size, searchValue, order: descending ? 'desc' : 'asc' })
      .then((page) => {
        if (!live) return;
        if (page.records.length === 0 && current > 1) setCurrent(pageCount(page.total, size));
        setRows(page.records);
        setTotal(page.total);
        setFailed(undefined);
        onSelectedChange([]);
      })
      .catch((error: unknown) => {
        if (live) setFailed(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [load, current, size, searchValue, descending, version]);

  const accountColumn = columns.find((column) => column.id === 'account');

  return (
    <Table<MemberRow>
      data-testid={testId}
      items={rows}
      trackBy="userId"
      columnDefinitions={columns}
      loading={loading}
      loadingText={t('projectMembers.loading')}
      variant="container"
      stickyHeader
      selectionType={selectable ? 'multi' : undefined}
      selectedItems={selected}
      onSelectionChange={({ detail }) => onSelectedChange(detail.selectedItems)}
      isItemDisabled={isItemDisabled}
      sortingColumn={accountColumn}
      sortingDescending={descending}
      onSortingChange={({ detail }) => {
        setDescending(detail.isDescending ?? false);
        setCurrent(1);
      }}
      ariaLabels={{
        selectionGroupLabel: t('projectMembers.selection'),
        allItemsSelectionLabel: () => t('projectMembers.selectAll'),
        itemSelectionLabel: (_, row) => t('projectMembers.selectOne', { account: row.account }),
      }}
      header={header(loading ? undefined : `(${total})`, selected)}
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('projectMembers.search')}
          filteringAriaLabel={t('projectMembers.search')}
          countText={searchValue && !loading ? t('projectMembers.matches', { count: total }) : undefined}
          onChange={({ detail }) => {
            setFilter(detail.filteringText);
            setCurrent(1);
          }}
          data-testid={`${testId}-search`}
        />
      }
      pagination={
        <Pagination
          currentPageIndex={current}
          pagesCount={pageCount(total, size)}
          onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
        />
      }
      preferences={
        <CollectionPreferences
          title={t('projectMembers.preferences')}
          confirmLabel={t('projectMembers.confirm')}
          cancelLabel={t('projects.form.cancel')}
          preferences={{ pageSize: size }}
          pageSizePreference={{
            title: t('projectMembers.pageSize'),
            options: MEMBER_PAGE_SIZES.map((value) => ({
              value,
              label: t('projectMembers.perPage', { count: value }),
            })),
          }}
          onConfirm={({ detail }) => {
            setSize(detail.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE);
            setCurrent(1);
          }}
        />
      }
      empty={
        failed ? (
          <Box textAlign="center" color="text-status-error" padding="m">
            {failed}
          </Box>
        ) : (
          <Box textAlign="center" color="inherit" padding="m">
            {searchValue ? t('projectMembers.noMatch') : emptyText}
          </Box>
        )
      }
    />
  );
}

/** Normal (1) or forbidden (anything else), spec 2 §4. */
export function MemberStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <StatusIndicator type="success">{t('projectMembers.status.normal')}</StatusIndicator>
  ) : (
    <StatusIndicator type="stopped">{t('projectMembers.status.forbidden')}</StatusIndicator>
  );
}
