import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { BehaviorTab } from './BehaviorTab.tsx';
import { LoginStatsTab } from './LoginStatsTab.tsx';
import { OnlineTab } from './OnlineTab.tsx';

/** `/platform/login-log` (the operation log is `/platform/log`): the login log (behaviour, who is online, statistics). */
export function PlatformLoginLogPage() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('ops.log.description')}>
          {t('ops.log.title')}
        </Header>
      }
    >
      <Tabs
        tabs={[
          { id: 'stats', label: t('ops.log.statistics'), content: <LoginStatsTab /> },
          { id: 'behavior', label: t('ops.log.behavior'), content: <BehaviorTab /> },
          { id: 'online', label: t('ops.log.online'), content: <OnlineTab /> },
        ]}
      />
    </ContentLayout>
  );
}
