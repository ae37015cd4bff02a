import Table from '@cloudscape-design/components/table';
import type { MemberTier } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { TierEquities } from '../../../api/pay.ts';
import type { ClientPrivilege } from '../../../api/privilege.ts';
import { formatBytes } from '../../../app/format.ts';
import { useLimitText } from '../../../components/privilege/limitText.ts';

const EQUITY_ROWS = [
  'storage',
  'parse',
  'project',
  'projectUserNum',
  'downSpeed',
  'downAnalysis',
  'exclusiveAnalyze',
  'priorityFile',
] as const;
type Row = { equity: (typeof EQUITY_ROWS)[number] } | { privilege: ClientPrivilege };

/**
 * The tiers side by side: the equities the back office set (-1: unlimited), then the privileges of
 * the privilege comparison (cloudPrivilege); the caller's own tier is marked.
 */
export function TierComparison({
  tiers,
  privileges = [],
  current,
}: {
  tiers: TierEquities[];
  privileges?: ClientPrivilege[];
  current?: string;
}) {
  const { t } = useTranslation();
  const limitText = useLimitText();
  const equityCell = (tier: TierEquities, row: (typeof EQUITY_ROWS)[number]) => {
    const value = tier.equities[row];
    if (typeof value === 'boolean') return value ? '✓' : '—';
    if (value === -1) return t('pay.unlimited');
    return row === 'storage' ? formatBytes(value) : String(value);
  };
  const cell = (tier: TierEquities, row: Row) =>
    'equity' in row
      ? equityCell(tier, row.equity)
      : limitText(row.privilege.limits[tier.code as MemberTier] ?? 0, row.privilege.unit);
  const rows: Row[] = [
    ...EQUITY_ROWS.map((equity) => ({ equity })),
    ...privileges.map((privilege) => ({ privilege })),
  ];
  return (
    <Table
      variant="embedded"
      data-testid="tier-comparison"
      items={rows}
      columnDefinitions={[
        {
          id: 'equity',
          header: t('privilege.equity'),
          cell: (row) =>
            'equity' in row ? (
              t(`pay.equity.${row.equity}`)
            ) : (
              <span title={row.privilege.description} data-testid="comparison-privilege">
                {row.privilege.name}
              </span>
            ),
        },
        ...tiers.map((tier) => ({
          id: tier.code,
          header: `${t(`privilege.tier.${tier.code}`)}${tier.code === current ? ' ✓' : ''}`,
          cell: (row: Row) => cell(tier, row),
        })),
      ]}
    />
  );
}
