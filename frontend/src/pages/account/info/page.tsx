import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getPersonInfo } from '../../../api/account.ts';
import { accountKeys, useUserSpace } from '../../../app/accountQueries.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { SpaceCard } from '../../../components/shell/SpaceCard.tsx';
import { PasswordTab } from './PasswordTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';

const TABS = ['profile', 'password', 'security', 'space'] as const;
type Tab = (typeof TABS)[number];

/** /info/index: personal information, change password, account security, my space. */
export function PersonalInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'profile';
  const queryClient = useQueryClient();
  const infoQuery = useQuery({ queryKey: accountKeys.personInfo(), queryFn: getPersonInfo });
  const spaceQuery = useUserSpace();
  const info = infoQuery.data;
  const space = spaceQuery.data;
  const failed =
    Boolean(infoQuery.error || spaceQuery.error) && !infoQuery.isFetching && !spaceQuery.isFetching;
  // A change on a tab reads the profile and the space again.
  const load = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.personInfo() });
    void queryClient.invalidateQueries({ queryKey: accountKeys.userSpace() });
  };
  const go = (next: Tab) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p);
  };
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('info.description')}>
          <span data-testid="info-title">{t('info.title')}</span>
        </Header>
      }
    >
      {failed ? (
        <Alert
          type="error"
          action={<Button onClick={load}>{t('action.retry')}</Button>}
          data-testid="info-error"
        >
          {t('info.loadFailed')}
        </Alert>
      ) : !info || !space ? (
        <PageLoader />
      ) : (
        <Tabs
          activeTabId={tab}
          onChange={({ detail }) => go(detail.activeTabId as Tab)}
          tabs={[
            {
              id: 'profile',
              label: t('info.tabProfile'),
              content: <ProfileTab info={info} onChanged={load} onSecurity={() => go('security')} />,
            },
            { id: 'password', label: t('info.tabPassword'), content: <PasswordTab /> },
            {
              id: 'security',
              label: t('info.tabSecurity'),
              content: <SecurityTab info={info} onChanged={load} onPassword={() => go('password')} />,
            },
            {
              id: 'space',
              label: t('info.tabSpace'),
              content: (
                <Container header={<Header variant="h2">{t('space.title')}</Header>} data-testid="info-space">
                  <SpaceCard space={space} />
                </Container>
              ),
            },
          ]}
        />
      )}
    </ContentLayout>
  );
}
