import Table from '@cloudscape-design/components/table';
import type { MemberTier } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { TierEquities } from '../../../api/pay.ts';
import type { ClientPrivilege } from '../../../api/privilege.ts';
import { formatBytes } from '../../../app/format.ts';
import { useLimitText } from '../../../components/privilege/limitText.ts';

/**
 * The tiers the back office shows, side by side, with the comparison's rows (equity/preview/list):
 * the published function items first (limits, -1 unlimited; switches granted or not), then the
 * privileges of the privilege comparison (cloudPrivilege). The caller's own tier is marked.
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
  const itemCell = (row: ClientPrivilege, value: number) => {
    if (row.kind === 'switch') return value === 1 ? '✓' : '—';
    if (value === -1) return t('pay.unlimited');
    return row.id === 'storage' ? formatBytes(value) : String(value);
  };
  const cell = (tier: TierEquities, row: ClientPrivilege) => {
    const value = row.limits[tier.code as MemberTier] ?? 0;
    return row.kind ? itemCell(row, value) : limitText(value, row.unit);
  };
  return (
    <Table
      variant="embedded"
      data-testid="tier-comparison"
      items={privileges}
      trackBy="id"
      columnDefinitions={[
        {
          id: 'equity',
          header: t('privilege.equity'),
          cell: (row) => (
            <span
              title={row.description}
              data-testid={row.kind ? `comparison-item-${row.id}` : 'comparison-privilege'}
            >
              {row.name}
            </span>
          ),
        },
        ...tiers.map((tier) => ({
          id: tier.code,
          header: `${t(`privilege.tier.${tier.code}`)}${tier.code === current ? ' ✓' : ''}`,
          cell: (row: ClientPrivilege) => cell(tier, row),
        })),
      ]}
    />
  );
}
