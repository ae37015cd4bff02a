import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { ROWS } from '../../../components/shell/PrivilegeDialog.tsx';

const TIERS = ['nonMember', 'member', 'superMember', 'enterpriseMember'] as const;

/** The tiers side by side (the rows of the privilege dialog); the caller's own tier is marked. */
export function TierComparison({ current }: { current?: string }) {
  const { t } = useTranslation();
  const cell = (value: string) =>
    value === 'basic' || value === 'all' ? t(`privilege.apps.${value}`) : value;
  return (
    <Table
      variant="embedded"
      data-testid="tier-comparison"
      items={[...ROWS]}
      columnDefinitions={[
        { id: 'equity', header: t('privilege.equity'), cell: (row) => t(`privilege.row.${row.key}`) },
        ...TIERS.map((tier, index) => ({
          id: tier,
          header: tier === current ? `${t(`privilege.tier.${tier}`)} ✓` : t(`privilege.tier.${tier}`),
          cell: (row: (typeof ROWS)[number]) => cell(row.values[index]!),
        })),
      ]}
    />
  );
}
