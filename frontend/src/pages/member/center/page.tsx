import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useUserSpace } from '../../../app/accountQueries.ts';
import { formatDate } from '../../../app/format.ts';
import { TierComparison } from './TierComparison.tsx';

/**
 * /member-center: where "Activate membership", "Expand" and "Buy parses" lead. Until the membership
 * and payment issue lands it shows the tiers and says plainly that buying is not possible yet; the
 * `paymentType` of the links is kept in the address for that issue to use.
 */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const space = useUserSpace({ fresh: true }).data;
  const validity = () => {
    if (!space?.memberDate) return t('memberCenter.noExpiry');
    const date = formatDate(space.memberDate);
    return new Date(space.memberDate) > new Date() ? date : t('memberCenter.expired', { date });
  };
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('memberCenter.description')}>
          <span data-testid="member-center-title">{t('memberCenter.title')}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Alert
          type="info"
          header={t('memberCenter.unavailableTitle')}
          data-testid="member-center-unavailable"
        >
          {t('memberCenter.unavailable')}
        </Alert>
        {space && (
          <Container header={<Header variant="h2">{t('memberCenter.yours')}</Header>}>
            <KeyValuePairs
              columns={2}
              items={[
                {
                  label: t('memberCenter.tier'),
                  value: (
                    <span data-testid="member-center-tier">{t(`privilege.tier.${space.memberTier}`)}</span>
                  ),
                },
                { label: t('memberCenter.validUntil'), value: validity() },
              ]}
            />
          </Container>
        )}
        <Container header={<Header variant="h2">{t('memberCenter.compare')}</Header>}>
          <TierComparison current={space?.memberTier} />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
