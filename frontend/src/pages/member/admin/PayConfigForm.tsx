import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PayConfigProvider, savePayConfig } from '../../../api/pay.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

/** The fields of each provider's settings; secrets are write-only. */
const FIELDS: Record<PayConfigProvider, { plain: string[]; secret: string[] }> = {
  wxpay: {
    plain: ['appId', 'mchId', 'mchSerialNo', 'platformSerialNo', 'gateway', 'notifyUrl'],
    secret: ['privateKey', 'apiV3Key', 'platformPublicKey'],
  },
  alipay: {
    plain: ['appId', 'gateway', 'notifyUrl', 'returnUrl'],
    secret: ['privateKey', 'alipayPublicKey'],
  },
};

/**
 * One provider's settings. Stored secrets show only their last characters; a secret left blank keeps
 * the stored one, so an administrator never needs to read one back.
 */
export function PayConfigForm({
  provider,
  stored,
}: {
  provider: PayConfigProvider;
  stored: Record<string, string | boolean> | null;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fields = FIELDS[provider];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([
      ...fields.plain.map((f) => [f, String(stored?.[f] ?? '')]),
      ...fields.secret.map((f) => [f, '']),
    ]),
  );
  const [enabled, setEnabled] = useState(stored ? stored.enabled !== false : true);
  const save = useMutation({
    // The fields are the provider's (FIELDS above); the server validates them against its schema.
    mutationFn: () => savePayConfig(provider, { ...values, enabled } as Parameters<typeof savePayConfig>[1]),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
      setValues((v) => ({ ...v, ...Object.fromEntries(fields.secret.map((f) => [f, ''])) }));
    },
  });
  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <Container
      header={<Header variant="h2">{t(`pay.${provider}`)}</Header>}
      data-testid={`pay-config-${provider}`}
    >
      <Form
        actions={
          <Button
            variant="primary"
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid={`pay-config-save-${provider}`}
          >
            {t('payAdmin.save')}
          </Button>
        }
      >
        <SpaceBetween size="m">
          {!stored && <Alert type="warning">{t('payConfig.none')}</Alert>}
          <Toggle checked={enabled} onChange={({ detail }) => setEnabled(detail.checked)}>
            {t('payConfig.enabled')}
          </Toggle>
          {fields.plain.map((field) => (
            <FormField key={field} label={t(`payConfig.field.${field}`)}>
              <Input value={values[field] ?? ''} onChange={({ detail }) => set(field, detail.value)} />
            </FormField>
          ))}
          {fields.secret.map((field) => (
            <FormField
              key={field}
              label={t(`payConfig.field.${field}`)}
              description={
                stored?.[field]
                  ? t('payConfig.storedSecret', { tail: String(stored[field]) })
                  : t('payConfig.noSecret')
              }
            >
              <Textarea
                value={values[field] ?? ''}
                rows={field === 'apiV3Key' ? 1 : 3}
                onChange={({ detail }) => set(field, detail.value)}
                data-testid={`pay-config-${provider}-${field}`}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </Form>
    </Container>
  );
}
