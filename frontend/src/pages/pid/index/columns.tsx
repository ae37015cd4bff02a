import Input from '@cloudscape-design/components/input';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { INDEX_FIELDS, type IndexField, type IndexRecord } from '../../../api/pidLoops.ts';

/** Longest value the server keeps (contracts/pidLoops VALUE_MAX). */
const INDEX_VALUE_MAX = 500;

const MOUNTINGS = new Set(['field', 'panel', 'shared']);

/** The recognised columns (read-only), then the ones a person fills in (inline-editable when allowed). */
export function indexColumns(t: TFunction, editable: boolean): TableProps.ColumnDefinition<IndexRecord>[] {
  const recognised: TableProps.ColumnDefinition<IndexRecord>[] = [
    { id: 'tag', header: t('pidPanels.index.col.tag'), cell: (r) => r.tag, isRowHeader: true },
    {
      id: 'functionLetters',
      header: t('pidPanels.index.col.functionLetters'),
      cell: (r) => r.functionLetters,
    },
    { id: 'loopNum', header: t('pidPanels.index.col.loopNum'), cell: (r) => r.loopNum || '—' },
    {
      id: 'mounting',
      header: t('pidPanels.index.col.mounting'),
      cell: (r) => (MOUNTINGS.has(r.mounting) ? t(`pidPanels.index.mounting.${r.mounting}`) : r.mounting),
    },
    { id: 'lineNumber', header: t('pidPanels.index.col.lineNumber'), cell: (r) => r.lineNumber || '—' },
    { id: 'pageNums', header: t('pidPanels.index.col.pageNums'), cell: (r) => r.pageNums.join(', ') },
  ];
  const filled = INDEX_FIELDS.map(
    (field): TableProps.ColumnDefinition<IndexRecord> => ({
      id: field,
      header: t(`pidPanels.index.col.${field}`),
      cell: (r) => r[field],
      minWidth: 120,
      editConfig: editable
        ? {
            ariaLabel: t(`pidPanels.index.col.${field}`),
            editIconAriaLabel: t('pidPanels.index.edit'),
            errorIconAriaLabel: t('pidPanels.index.editError'),
            validation: (_row, value) =>
              typeof value === 'string' && value.length > INDEX_VALUE_MAX
                ? t('pidPanels.index.tooLong', { max: INDEX_VALUE_MAX })
                : undefined,
            editingCell: (row, { currentValue, setValue }) => (
              <Input
                autoFocus
                value={(currentValue as string | undefined) ?? row[field]}
                onChange={({ detail }) => setValue(detail.value)}
                data-testid={`pid-index-edit-${field}`}
              />
            ),
          }
        : undefined,
    }),
  );
  return [...recognised, ...filled];
}

export const isIndexField = (id: string | undefined): id is IndexField =>
  (INDEX_FIELDS as readonly string[]).includes(id ?? '');
