import ColumnLayout from '@cloudscape-design/components/column-layout';
import Toggle from '@cloudscape-design/components/toggle';
import type { MemberTier } from '@loopline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { equityItems, type FunctionItemCode, setEquityItems } from '../../../api/equity.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

export const equityKeys = {
  rows: () => [...payKeys.all, 'admin', 'equityRows'] as const,
  items: (tier: MemberTier) => [...payKeys.all, 'admin', 'equityItems', tier] as const,
  functionItems: () => [...payKeys.all, 'admin', 'functionItems'] as const,
};

/**
 * The switches an equity grants (function items), attached and detached one at a time: each is the
 * tier's own flag, so its members gain or lose it at once. A withdrawn switch cannot be attached.
 */
export function EquityItems({ tier }: { tier: MemberTier }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const items = useQuery({ queryKey: equityKeys.items(tier), queryFn: () => equityItems(tier) });
  const toggle = useMutation({
    mutationFn: ({ id, attach }: { id: FunctionItemCode; attach: boolean }) =>
      setEquityItems({ id: tier, itemIds: [id] }, attach),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
  });
  const switches = (items.data ?? []).filter((item) => item.kind === 'switch');
  return (
    <ColumnLayout columns={4}>
      {switches.map((item) => (
        <Toggle
          key={item.id}
          checked={item.attached}
          disabled={toggle.isPending || (item.status === 0 && !item.attached)}
          onChange={({ detail }) => toggle.mutate({ id: item.id, attach: detail.checked })}
          description={item.status === 0 ? t('equityAdmin.withdrawnItem') : undefined}
          data-testid={`equity-${tier}-item-${item.id}`}
        >
          {i18n.language === 'en' ? item.nameEn : item.name}
        </Toggle>
      ))}
    </ColumnLayout>
  );
}
