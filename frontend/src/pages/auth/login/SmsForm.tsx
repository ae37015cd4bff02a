import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { codeRule, phoneRule } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import { sendSignInCode, signInWithCode } from '../../../api/auth.ts';
import type { TokenData } from '../../../api/types.ts';
import { notify } from '../../../components/notifications/store.ts';
import { PhoneCodeFields } from '../../../components/PhoneCodeFields.tsx';
import { check } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

interface SmsFormProps {
  onSignedIn: (data: TokenData) => Promise<boolean>;
}

export function SmsForm({ onSignedIn }: SmsFormProps) {
  const { t } = useTranslation();
  const form = useForm(
    { phone: '', code: '' },
    { phone: (v) => check(phoneRule, v.phone), code: (v) => check(codeRule, v.code) },
  );

  const sendCode = async () => {
    if (!form.validate(['phone'])) return false;
    try {
      const answer = await sendSignInCode(form.values.phone);
      notify.success(answer.msg || t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };

  const { submitting, submit } = useSubmit(form.validate, async () => {
    await onSignedIn(await signInWithCode(form.values.phone, form.values.code));
  });

  return (
    <SubmitForm onSubmit={submit} testId="login-sms-form">
      <SpaceBetween size="l">
        <PhoneCodeFields
          target={{
            label: t('signIn.phone'),
            input: form.input('phone'),
            errorText: form.error('phone'),
            testId: 'login-phone',
          }}
          code={{
            label: t('signIn.code'),
            input: form.input('code'),
            errorText: form.error('code'),
            testId: 'login-code',
            sendTestId: 'login-send-code',
          }}
          onSend={sendCode}
        />
        <Button
          variant="primary"
          formAction="submit"
          fullWidth
          loading={submitting}
          data-testid="login-sms-submit"
        >
          {t('signIn.submit')}
        </Button>
      </SpaceBetween>
    </SubmitForm>
  );
}
