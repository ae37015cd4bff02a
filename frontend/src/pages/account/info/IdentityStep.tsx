import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { codeRule } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAuthSms, verifyAuthCode, verifyPassword } from '../../../api/account.ts';
import { SendCodeButton } from '../../../components/SendCodeButton.tsx';
import { check } from '../../../forms/rules.ts';

/** Verify identity before a sensitive change: the password, or a code to the bound phone. Answers a ticket. */
export function IdentityStep({
  maskedPhone,
  onVerified,
}: {
  maskedPhone: string;
  onVerified: (ticket: string) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem =
    method === 'password' ? (value ? undefined : 'validation.password.required') : check(codeRule, value);
  const submit = async () => {
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      const { ticket } =
        method === 'password' ? await verifyPassword(value) : await verifyAuthCode(value, 'sms');
      onVerified(ticket);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SpaceBetween size="m">
      <SegmentedControl
        selectedId={method}
        onChange={({ detail }) => {
          setMethod(detail.selectedId as 'password' | 'sms');
          setValue('');
          setTried(false);
        }}
        options={[
          { id: 'password', text: t('identity.byPassword') },
          { id: 'sms', text: t('identity.bySms') },
        ]}
      />
      <FormField
        label={method === 'password' ? t('password.old') : t('identity.codeTo', { phone: maskedPhone })}
        errorText={tried && problem ? t(problem) : undefined}
        secondaryControl={
          method === 'sms' ? (
            <SendCodeButton
              testId="identity-send"
              onSend={() =>
                sendAuthSms().then(
                  () => true,
                  () => false,
                )
              }
            />
          ) : undefined
        }
      >
        <Input
          data-testid="identity-input"
          type={method === 'password' ? 'password' : 'text'}
          value={value}
          onChange={({ detail }) => setValue(detail.value)}
          onKeyDown={({ detail }) => detail.key === 'Enter' && void submit()}
        />
      </FormField>
      <Button variant="primary" loading={busy} onClick={submit} data-testid="identity-submit">
        {t('identity.verify')}
      </Button>
    </SpaceBetween>
  );
}
