import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { TierEquities } from '../../../api/pay.ts';
import { formatBytes } from '../../../app/format.ts';

const ROWS = [
  'storage',
  'parse',
  'project',
  'projectUserNum',
  'downSpeed',
  'downAnalysis',
  'exclusiveAnalyze',
  'priorityFile',
] as const;

/** The tiers side by side, from the equities the back office set (-1: unlimited); the caller's own tier is marked. */
export function TierComparison({ tiers, current }: { tiers: TierEquities[]; current?: string }) {
  const { t } = useTranslation();
  const cell = (tier: TierEquities, row: (typeof ROWS)[number]) => {
    const value = tier.equities[row];
    if (typeof value === 'boolean') return value ? '✓' : '—';
    if (value === -1) return t('pay.unlimited');
    return row === 'storage' ? formatBytes(value) : String(value);
  };
  return (
    <Table
      variant="embedded"
      data-testid="tier-comparison"
      items={[...ROWS]}
      columnDefinitions={[
        { id: 'equity', header: t('privilege.equity'), cell: (row) => t(`pay.equity.${row}`) },
        ...tiers.map((tier) => ({
          id: tier.code,
          header: `${t(`privilege.tier.${tier.code}`)}${tier.code === current ? ' ✓' : ''}`,
          cell: (row: (typeof ROWS)[number]) => cell(tier, row),
        })),
      ]}
    />
  );
}
