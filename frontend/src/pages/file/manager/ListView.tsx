import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { COLUMN_SORT, fileColumns } from './columns.tsx';
import { type EntryViewProps, readyEntries, wrapperHandlers } from './entryViews.ts';
import { useFileColumns } from './useFileColumns.ts';

/** The list mode: a table with multi-select, sortable columns and the name cell. */
export function ListView(props: EntryViewProps) {
  const { t, i18n } = useTranslation();
  const columns = fileColumns(t, i18n.language, props.name, props.recognition);
  const sorting = columns.find((c) => c.sortingField === props.order.field);
  // The name always shows; the others as the user chose (eip-preferences), all when never chosen.
  const [visible, setVisible] = useFileColumns();
  const columnDisplay = columns.map((c) => ({
    id: c.id!,
    visible: c.id === 'name' || !visible || visible.includes(c.id!),
  }));
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
        columnDisplay={columnDisplay}
        preferences={
          <CollectionPreferences
            title={t('fileColumns.preferences')}
            confirmLabel={t('fileColumns.confirm')}
            cancelLabel={t('fileColumns.cancel')}
            preferences={{ contentDisplay: columnDisplay }}
            contentDisplayPreference={{
              title: t('fileColumns.title'),
              options: columns.map((c) => ({
                id: c.id!,
                label: String(c.header),
                alwaysVisible: c.id === 'name',
              })),
            }}
            onConfirm={({ detail }) =>
              setVisible((detail.contentDisplay ?? []).filter((c) => c.visible).map((c) => c.id))
            }
          />
        }
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
