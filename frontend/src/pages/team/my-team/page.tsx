import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { DEFAULT_MY_TEAM_TAB, MY_TEAM_PATH, MY_TEAM_TABS, type MyTeamTab, teamPaths } from '../paths.ts';

/** /myTeam: my team, its invitations, links and join applications, a tab per child route. */
export function MyTeamPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const active = location.pathname.slice(MY_TEAM_PATH.length + 1) || DEFAULT_MY_TEAM_TAB;
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('myTeam.description')}>
          <span data-testid="my-team-title">{t('myTeam.title')}</span>
        </Header>
      }
    >
      <div data-testid="my-team-page">
        <Tabs
          activeTabId={active}
          ariaLabel={t('myTeam.title')}
          onChange={({ detail }) => navigate(teamPaths.myTeam(detail.activeTabId as MyTeamTab))}
          tabs={MY_TEAM_TABS.map((tab) => ({
            id: tab.segment,
            label: <span data-testid={`team-tab-${tab.segment}`}>{t(tab.labelKey)}</span>,
            content: tab.segment === active ? <Outlet /> : undefined,
          }))}
        />
      </div>
    </ContentLayout>
  );
}
