import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ListMode } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { SortField, SortOrder } from '../../../api/files.ts';

const FIELDS: SortField[] = ['time', 'name', 'size', 'publish'];

/** Search by name, sort (size, time, name, publish status; ascending or descending), list or thumbnails. */
export function ListControls({
  search,
  onSearch,
  order,
  onOrder,
  mode,
  onMode,
}: {
  search: string;
  onSearch: (text: string) => void;
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
  mode: ListMode;
  onMode: (mode: ListMode) => void;
}) {
  const { t } = useTranslation();
  const option = (field: SortField) => ({ value: field, label: t(`files.sort.${field}`) });
  return (
    <div className="ll-controls">
      <div className="ll-controls__search">
        <TextFilter
          filteringText={search}
          filteringPlaceholder={t('files.search.placeholder')}
          filteringAriaLabel={t('files.search.label')}
          filteringClearAriaLabel={t('files.search.clear')}
          onChange={({ detail }) => onSearch(detail.filteringText)}
          data-testid="file-search"
        />
      </div>
      <div className="ll-controls__sort">
        <Select
          selectedOption={option(order.field)}
          options={FIELDS.map(option)}
          onChange={({ detail }) => onOrder({ ...order, field: detail.selectedOption.value as SortField })}
          ariaLabel={t('files.sort.label')}
          data-testid="file-sort"
        />
        <Button
          variant="icon"
          iconName={order.asc ? 'arrow-up' : 'arrow-down'}
          ariaLabel={order.asc ? t('files.sort.asc') : t('files.sort.desc')}
          onClick={() => onOrder({ ...order, asc: !order.asc })}
          data-testid="file-sort-direction"
        />
      </div>
      <SegmentedControl
        selectedId={mode}
        label={t('files.mode.label')}
        options={[
          { id: 'list', iconName: 'list-view', iconAlt: t('files.mode.list'), text: t('files.mode.list') },
          {
            id: 'thumbnail',
            iconName: 'grid-view',
            iconAlt: t('files.mode.thumbnail'),
            text: t('files.mode.thumbnail'),
          },
        ]}
        onChange={({ detail }) => onMode(detail.selectedId as ListMode)}
        data-testid="file-mode"
      />
    </div>
  );
}
