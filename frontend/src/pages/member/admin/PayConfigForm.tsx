import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { ALIPAY_KINDS, WX_PAY_KINDS } from '@loopline/shared/contracts/pay';
import { PETAL_PAY_KINDS } from '@loopline/shared/contracts/payPetal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PayConfigProvider,
  removePayConfig,
  type StoredPayConfig,
  savePayConfig,
} from '../../../api/pay.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

type KeyedProvider = Exclude<PayConfigProvider, 'merge'>;

/** The fields of each provider's settings; secrets are write-only; `kinds` the payment kinds offered. */
const FIELDS: Record<KeyedProvider, { plain: string[]; secret: string[]; kinds?: readonly string[] }> = {
  wxpay: {
    plain: [
      'appId',
      'miniAppId',
      'mobileAppId',
      'mchId',
      'mchSerialNo',
      'platformSerialNo',
      'gateway',
      'notifyUrl',
      'oauthGateway',
      'snsGateway',
    ],
    secret: ['privateKey', 'apiV3Key', 'platformPublicKey', 'appSecret'],
    kinds: WX_PAY_KINDS,
  },
  alipay: {
    plain: ['appId', 'gateway', 'notifyUrl', 'returnUrl'],
    secret: ['privateKey', 'alipayPublicKey'],
    kinds: ALIPAY_KINDS,
  },
  petalpay: {
    plain: ['appId', 'mchId', 'mchAuthId', 'gateway', 'notifyUrl', 'refundGapSeconds'],
    secret: ['privateKey', 'platformPublicKey', 'notifyKey'],
    kinds: PETAL_PAY_KINDS,
  },
  ios: {
    plain: ['bundleId', 'verifyReceiptUrl', 'sandboxReceiptUrl'],
    secret: ['sharedSecret'],
  },
};
const SINGLE_LINE_SECRETS = ['apiV3Key', 'sharedSecret', 'appSecret', 'notifyKey'];

/**
 * One provider's settings. Stored secrets show only their last characters; a secret left blank keeps
 * the stored one, so an administrator never needs to read one back.
 */
export function PayConfigForm({
  provider,
  stored,
}: {
  provider: KeyedProvider;
  stored: StoredPayConfig | null;
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
  const [kinds, setKinds] = useState<string[]>(() =>
    Array.isArray(stored?.kinds) ? stored.kinds : [...(fields.kinds ?? [])],
  );
  const [enabled, setEnabled] = useState(stored ? stored.enabled !== false : true);
  const done = (message: string) => {
    notify.success(message);
    void client.invalidateQueries({ queryKey: payKeys.all });
  };
  const save = useMutation({
    // The fields are the provider's (FIELDS above); the server validates them against its schema.
    mutationFn: () =>
      savePayConfig(provider, {
        ...values,
        ...(fields.kinds ? { kinds } : {}),
        enabled,
      } as Parameters<typeof savePayConfig>[1]),
    onSuccess: (envelope) => {
      done(envelope.msg);
      setValues((v) => ({ ...v, ...Object.fromEntries(fields.secret.map((f) => [f, ''])) }));
    },
  });
  const remove = useMutation({
    mutationFn: () => removePayConfig(provider as 'alipay' | 'wxpay' | 'petalpay'),
    onSuccess: (envelope) => done(envelope.msg),
  });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const toggleKind = (kind: string, on: boolean) =>
    setKinds((list) => (on ? [...list, kind] : list.filter((k) => k !== kind)));
  return (
    <Container
      header={<Header variant="h2">{t(`payConfig.tab.${provider}`)}</Header>}
      data-testid={`pay-config-${provider}`}
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {provider === 'petalpay' && stored && (
              <Button loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('payConfig.remove')}
              </Button>
            )}
            {(provider === 'alipay' || provider === 'wxpay') && stored && (
              <Button onClick={() => setConfirmRemove(true)} data-testid={`pay-config-remove-${provider}`}>
                {t('payConfig.remove')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid={`pay-config-save-${provider}`}
            >
              {t('payAdmin.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          {!stored && <Alert type="warning">{t('payConfig.none')}</Alert>}
          {(provider === 'petalpay' || provider === 'ios') && (
            <Alert type="info">{t(`payConfig.note.${provider}`)}</Alert>
          )}
          <Toggle checked={enabled} onChange={({ detail }) => setEnabled(detail.checked)}>
            {t('payConfig.enabled')}
          </Toggle>
          {fields.kinds && (
            <FormField label={t('payConfig.kinds')} description={t('payConfig.kindsHint')}>
              <SpaceBetween direction="horizontal" size="l">
                {fields.kinds.map((kind) => (
                  <Checkbox
                    key={kind}
                    checked={kinds.includes(kind)}
                    onChange={({ detail }) => toggleKind(kind, detail.checked)}
                    data-testid={`pay-kind-${provider}-${kind}`}
                  >
                    {t(`payConfig.kind.${provider}.${kind}`)}
                  </Checkbox>
                ))}
              </SpaceBetween>
            </FormField>
          )}
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
                rows={SINGLE_LINE_SECRETS.includes(field) ? 1 : 3}
                onChange={({ detail }) => set(field, detail.value)}
                data-testid={`pay-config-${provider}-${field}`}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </Form>
      {confirmRemove && (
        <ConfirmModal
          header={t('payConfig.remove')}
          confirmText={t('payConfig.remove')}
          onConfirm={async () => {
            await remove.mutateAsync();
          }}
          onCancel={() => setConfirmRemove(false)}
          onDone={() => setConfirmRemove(false)}
          testId="pay-config-remove"
        >
          {t(provider === 'wxpay' ? 'payConfig.removeWxpayConfirm' : 'payConfig.removeAlipayConfirm')}
        </ConfirmModal>
      )}
    </Container>
  );
}
