import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PayConfigProvider, payConfigDetail } from '../../../api/pay.ts';
import { payKeys } from '../queries.ts';
import { PayConfigForm } from './PayConfigForm.tsx';

function ProviderSettings({ provider }: { provider: PayConfigProvider }) {
  const detail = useQuery({
    queryKey: [...payKeys.all, 'config', provider],
    queryFn: () => payConfigDetail(provider),
  });
  if (detail.isLoading) return <Spinner />;
  // Keyed by what is stored, so the form starts again from a fresh read after a save.
  return <PayConfigForm key={JSON.stringify(detail.data)} provider={provider} stored={detail.data ?? null} />;
}

/** Back office `/plugin/pay` (wxconfig, aliconfig): the providers' merchant settings, stored encrypted. */
export function PayConfigPage() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('payConfig.description')}>
          {t('payConfig.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ProviderSettings provider="wxpay" />
        <ProviderSettings provider="alipay" />
      </SpaceBetween>
    </ContentLayout>
  );
}
