import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUserSpace } from '../../../app/accountQueries.ts';
import { formatBytes, formatDate } from '../../../app/format.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ExplainList } from '../../../components/privilege/ExplainList.tsx';
import { MembershipComparison } from '../../../components/privilege/MembershipComparison.tsx';
import { useAreaExplains, useCatalogue } from '../queries.ts';
import { Catalogue, type CatalogueTab } from './Catalogue.tsx';
import { useReturnQuery } from './useReturnQuery.ts';

/** `paymentType` of the links that lead here (spec 2 §2): expansion or parsing. */
const TAB_OF: Record<string, CatalogueTab> = { expansion: 'storage', parsing: 'parse' };
const TYPE_OF: Record<CatalogueTab, string> = { membership: '', storage: 'expansion', parse: 'parsing' };

/**
 * /member-center: the caller's membership and balances, the tiers compared, and the catalogue to buy
 * from (membership, storage expansion, parse packs) with the QR payment dialog.
 */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  useReturnQuery();
  const tab = TAB_OF[params.get('paymentType') ?? ''] ?? 'membership';
  const space = useUserSpace({ fresh: true }).data;
  const catalogue = useCatalogue();
  const feeRules = useAreaExplains('fees').data ?? [];
  const validity = () => {
    if (!space?.memberDate) return t('memberCenter.noExpiry');
    const date = formatDate(space.memberDate);
    return new Date(space.memberDate) > new Date() ? date : t('memberCenter.expired', { date });
  };
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header
          variant="h1"
          description={t('pay.centreDescription')}
          actions={
            <SpaceBetween direction="horizontal" size="m">
              <Link onFollow={() => navigate('/my-coupons')} data-testid="member-center-coupons">
                {t('myCoupons.link')}
              </Link>
              <Link onFollow={() => navigate('/open-record')} data-testid="member-center-orders">
                {t('pay.orders.link')}
              </Link>
            </SpaceBetween>
          }
        >
          <span data-testid="member-center-title">{t('memberCenter.title')}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        {space && (
          <Container header={<Header variant="h2">{t('memberCenter.yours')}</Header>}>
            <KeyValuePairs
              columns={4}
              items={[
                {
                  label: t('memberCenter.tier'),
                  value: (
                    <span data-testid="member-center-tier">{t(`privilege.tier.${space.memberTier}`)}</span>
                  ),
                },
                { label: t('memberCenter.validUntil'), value: validity() },
                {
                  label: t('pay.storage'),
                  value: `${formatBytes(space.occupySpace)} / ${formatBytes(space.personalSpace)}`,
                },
                {
                  label: t('pay.parsesLeft'),
                  value: (
                    <span data-testid="member-center-parses">
                      {space.parseCount === -1 ? t('pay.unlimited') : space.parseCount}
                    </span>
                  ),
                },
              ]}
            />
          </Container>
        )}
        <Container header={<Header variant="h2">{t('pay.buyTitle')}</Header>}>
          {catalogue.isError ? (
            <Alert type="error">{t('pay.catalogueFailed')}</Alert>
          ) : catalogue.data ? (
            <Catalogue
              items={catalogue.data}
              tab={tab}
              onTab={(next) =>
                setParams(TYPE_OF[next] ? { paymentType: TYPE_OF[next] } : {}, { replace: true })
              }
            />
          ) : (
            <Spinner size="large" />
          )}
        </Container>
        <Container header={<Header variant="h2">{t('memberCenter.compare')}</Header>}>
          <MembershipComparison enabled current={space?.memberTier} />
        </Container>
        {feeRules.length > 0 && (
          <Container header={<Header variant="h2">{t('memberCenter.feeRules')}</Header>}>
            <ExplainList items={feeRules} testId="member-center-fee-rules" />
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
