import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { PAY_PROVIDERS, type PayProvider } from '@loopline/shared/contracts/pay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removePayConfig, type StoredPayConfig, savePayConfig } from '../../../api/pay.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

/** merge/config: which providers the merged payment offers, in order, and what a plain phone browser gets. */
export function MergeConfigForm({ stored }: { stored: StoredPayConfig | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [providers, setProviders] = useState<PayProvider[]>(() =>
    Array.isArray(stored?.providers) ? (stored.providers as PayProvider[]) : [...PAY_PROVIDERS],
  );
  const [mobileDefault, setMobileDefault] = useState<PayProvider>(
    (stored?.mobileDefault as PayProvider | undefined) ?? 'alipay',
  );
  const [enabled, setEnabled] = useState(stored ? stored.enabled !== false : true);
  const done = (message: string) => {
    notify.success(message);
    void client.invalidateQueries({ queryKey: payKeys.all });
  };
  const save = useMutation({
    mutationFn: () => savePayConfig('merge', { providers, mobileDefault, enabled }),
    onSuccess: (envelope) => done(envelope.msg),
  });
  const remove = useMutation({
    mutationFn: () => removePayConfig('merge'),
    onSuccess: (envelope) => done(envelope.msg),
  });
  const toggle = (provider: PayProvider, on: boolean) =>
    setProviders((list) =>
      on
        ? PAY_PROVIDERS.filter((p) => p === provider || list.includes(p))
        : list.filter((p) => p !== provider),
    );
  return (
    <Container
      header={<Header variant="h2">{t('payConfig.tab.merge')}</Header>}
      data-testid="pay-config-merge"
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {stored && (
              <Button loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('payConfig.remove')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="pay-config-save-merge"
            >
              {t('payAdmin.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <Alert type={stored ? 'info' : 'warning'}>
            {t(stored ? 'payConfig.merge.about' : 'payConfig.none')}
          </Alert>
          <Toggle checked={enabled} onChange={({ detail }) => setEnabled(detail.checked)}>
            {t('payConfig.enabled')}
          </Toggle>
          <FormField label={t('payConfig.merge.providers')}>
            <SpaceBetween direction="horizontal" size="l">
              {PAY_PROVIDERS.map((provider) => (
                <Checkbox
                  key={provider}
                  checked={providers.includes(provider)}
                  onChange={({ detail }) => toggle(provider, detail.checked)}
                >
                  {t(`pay.${provider}`)}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
          <FormField label={t('payConfig.merge.mobileDefault')} description={t('payConfig.merge.mobileHint')}>
            <RadioGroup
              value={mobileDefault}
              onChange={({ detail }) => setMobileDefault(detail.value as PayProvider)}
              items={PAY_PROVIDERS.map((p) => ({ value: p, label: t(`pay.${p}`) }))}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Container>
  );
}
