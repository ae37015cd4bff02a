import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { codeRule } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetCode, verifyResetCode } from '../../../api/user.ts';
import { CodeField } from '../../../components/CodeField.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { check } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

interface CodeStepProps {
  account: string;
  maskedPhone: string;
  onVerified: (ticket: string) => void;
  onBack: () => void;
}

/** Step 2: the code sent to the phone buys a reset ticket. */
export function CodeStep({ account, maskedPhone, onVerified, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const form = useForm({ code: '' }, { code: (v) => check(codeRule, v.code) });
  const [phone, setPhone] = useState(maskedPhone);

  const resend = async () => {
    try {
      setPhone((await sendResetCode(account)).phone);
      notify.success(t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };

  const { submitting, submit } = useSubmit(form.validate, async () => {
    const { ticket } = await verifyResetCode(account, form.values.code);
    onVerified(ticket);
  });

  return (
    <SubmitForm onSubmit={submit} testId="forgot-code-form">
      <SpaceBetween size="l">
        <Alert type="info" data-testid="forgot-code-sent">
          {t('forgot.codeSentTo', { phone })}
        </Alert>
        <CodeField
          label={t('forgot.code')}
          errorText={form.error('code')}
          input={form.input('code')}
          testId="forgot-code"
          sendTestId="forgot-resend-code"
          onSend={resend}
          sentAlready
        />
        <div className="ll-actions">
          <Button formAction="none" onClick={onBack} data-testid="forgot-back">
            {t('forgot.back')}
          </Button>
          <Button variant="primary" formAction="submit" loading={submitting} data-testid="forgot-verify">
            {t('forgot.next')}
          </Button>
        </div>
      </SpaceBetween>
    </SubmitForm>
  );
}
