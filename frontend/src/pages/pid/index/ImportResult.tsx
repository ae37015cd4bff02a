import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { BatchImportAnswer } from '../../../api/pidLoops.ts';

type Row = BatchImportAnswer['rows'][number];

/** What an import did: how many rows it changed, and every row with its result and reason. */
export function ImportResult({ answer }: { answer: BatchImportAnswer }) {
  const { t } = useTranslation();
  const refused = answer.rows.filter((r) => r.result !== 'updated').length;
  return (
    <SpaceBetween size="m">
      <Alert type={refused ? 'warning' : 'success'} data-testid="pid-import-summary">
        {t('pidPanels.import.summary', { updated: answer.updated, refused })}
      </Alert>
      <Table<Row>
        variant="embedded"
        items={answer.rows}
        trackBy="row"
        data-testid="pid-import-result"
        columnDefinitions={[
          { id: 'row', header: t('pidPanels.import.col.row'), cell: (r) => r.row, width: 80 },
          { id: 'tag', header: t('pidPanels.index.col.tag'), cell: (r) => r.tag || '—' },
          {
            id: 'result',
            header: t('pidPanels.import.col.result'),
            cell: (r) => (
              <span data-testid="pid-import-row-result" data-result={r.result}>
                <StatusIndicator type={r.result === 'updated' ? 'success' : 'error'}>
                  {t(`pidPanels.import.result.${r.result}`)}
                </StatusIndicator>
              </span>
            ),
          },
          { id: 'message', header: t('pidPanels.import.col.message'), cell: (r) => r.message },
        ]}
        empty={t('pidPanels.import.noRows')}
      />
    </SpaceBetween>
  );
}
