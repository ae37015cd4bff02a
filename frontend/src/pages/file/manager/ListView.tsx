import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { COLUMN_SORT, fileColumns } from './columns.tsx';
import { type EntryViewProps, readyEntries, wrapperHandlers } from './entryViews.ts';

/** The list mode: a table with multi-select, sortable columns and the name cell. */
export function ListView(props: EntryViewProps) {
  const { t, i18n } = useTranslation();
  const columns = fileColumns(t, i18n.language, props.name, props.recognition);
  const sorting = columns.find((c) => c.sortingField === props.order.field);
  return (
    <div className="ll-entries" data-testid="file-table" {...wrapperHandlers(props)}>
      <Table<FileEntry>
        variant="full-page"
        stickyHeader
        header={props.header}
        filter={props.filter}
        items={readyEntries(props.state)}
        loading={props.state.status === 'loading'}
        loadingText={t('files.loading')}
        empty={props.empty}
        trackBy="id"
        selectionType="multi"
        selectedItems={props.selection}
        onSelectionChange={({ detail }) => props.onSelectionChange(detail.selectedItems)}
        columnDefinitions={columns}
        sortingColumn={sorting}
        sortingDescending={!props.order.asc}
        onSortingChange={({ detail }) => {
          const field = COLUMN_SORT[detail.sortingColumn.sortingField ?? ''];
          if (field) props.onOrderChange({ field, asc: !detail.isDescending });
        }}
        ariaLabels={{
          selectionGroupLabel: t('files.selection.group'),
          allItemsSelectionLabel: () => t('files.selection.all'),
          itemSelectionLabel: (_, entry) => t('files.selection.item', { name: entry.fileName }),
          tableLabel: t('files.title'),
        }}
      />
    </div>
  );
}
