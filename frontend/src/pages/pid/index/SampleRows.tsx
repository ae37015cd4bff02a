import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

/** The sheet's first rows under its header, so the mapping can be checked against real values. */
export function SampleRows({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Box color="text-status-inactive">{t('pidPanels.import.noRows')}</Box>;
  return (
    <Table<{ n: number; cells: string[] }>
      variant="embedded"
      header={<Box variant="h4">{t('pidPanels.import.sample')}</Box>}
      items={rows.map((cells, n) => ({ n, cells }))}
      trackBy="n"
      wrapLines={false}
      columnDefinitions={headers.map((h, i) => ({
        id: `c${i}`,
        header: h || t('pidPanels.import.blankHeader'),
        cell: (row) => row.cells[i] ?? '',
      }))}
      data-testid="pid-import-sample"
    />
  );
}
