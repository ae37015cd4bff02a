import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { TierComparison } from '../../pages/member/center/TierComparison.tsx';
import { useAreaExplains, usePrivilegeRows, useTierEquities } from '../../pages/member/queries.ts';
import { ExplainList } from './ExplainList.tsx';

/**
 * The membership comparison as the back office keeps it: tier equities, the privilege comparison's
 * rows and the privilege explanation. Loads only while shown (`enabled`).
 */
export function MembershipComparison({ enabled, current }: { enabled: boolean; current?: string }) {
  const { t } = useTranslation();
  const tiers = useTierEquities(enabled).data;
  const privileges = usePrivilegeRows(enabled).data;
  const explanation = useAreaExplains('membership', enabled).data ?? [];
  if (!tiers) return <Spinner />;
  return (
    <SpaceBetween size="m">
      <TierComparison tiers={tiers} privileges={privileges} current={current} />
      {explanation.length > 0 && (
        <SpaceBetween size="xs">
          <Box variant="h3">{t('memberCenter.explanation')}</Box>
          <ExplainList items={explanation} testId="privilege-explanation" />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
