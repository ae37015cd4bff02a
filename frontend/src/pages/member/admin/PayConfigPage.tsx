import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { type PayConfigProvider, payConfigDetail, payConfigList } from '../../../api/pay.ts';
import { payKeys } from '../queries.ts';
import { MergeConfigForm } from './MergeConfigForm.tsx';
import { PayConfigForm } from './PayConfigForm.tsx';

/** The spec's `/plugin/pay` page names, each a tab here and an entry of the back-office menu. */
const TABS: { provider: PayConfigProvider; path: string }[] = [
  { provider: 'wxpay', path: 'wxconfig' },
  { provider: 'alipay', path: 'aliconfig' },
  { provider: 'petalpay', path: 'hwconfig' },
  { provider: 'ios', path: 'ios' },
  { provider: 'merge', path: 'merge/config' },
];

function ProviderSettings({ provider }: { provider: PayConfigProvider }) {
  const detail = useQuery({
    queryKey: [...payKeys.all, 'config', provider],
    queryFn: () =>
      provider === 'alipay' || provider === 'wxpay' ? payConfigList(provider) : payConfigDetail(provider),
  });
  if (detail.isLoading) return <Spinner />;
  const stored = detail.data ?? null;
  // Keyed by what is stored, so the form starts again from a fresh read after a save.
  const key = JSON.stringify(stored);
  if (provider === 'merge') return <MergeConfigForm key={key} stored={stored} />;
  return <PayConfigForm key={key} provider={provider} stored={stored} />;
}

/**
 * Back office `/plugin/pay` (wxconfig, aliconfig, hwconfig, ios, merge/config): the providers'
 * merchant settings, stored encrypted, secrets never shown again.
 */
export function PayConfigPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sub = useParams()['*'] ?? '';
  const active = TABS.find((tab) => tab.path === sub) ?? TABS[0]!;
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('payConfig.allDescription')}>
          {t('payConfig.title')}
        </Header>
      }
    >
      <Tabs
        activeTabId={active.path}
        onChange={({ detail }) => navigate(`/platform/plugin/pay/${detail.activeTabId}`)}
        tabs={TABS.map((tab) => ({
          id: tab.path,
          label: t(`payConfig.tab.${tab.provider}`),
          content: tab === active ? <ProviderSettings provider={tab.provider} /> : null,
        }))}
      />
    </ContentLayout>
  );
}
