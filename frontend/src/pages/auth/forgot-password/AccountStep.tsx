import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { sendResetCode } from '../../../api/user.ts';
import { required } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

interface AccountStepProps {
  initialAccount: string;
  /** The code went to this (masked) phone. */
  onSent: (account: string, maskedPhone: string) => void;
}

/** Step 1: the account (or its phone); the server sends a code to the account's phone. */
export function AccountStep({ initialAccount, onSent }: AccountStepProps) {
  const { t } = useTranslation();
  const form = useForm(
    { account: initialAccount },
    { account: (v) => required(v.account, 'forgot.accountRequired') },
  );

  const { submitting, submit } = useSubmit(form.validate, async () => {
    const account = form.values.account.trim();
    const { phone } = await sendResetCode(account);
    onSent(account, phone);
  });

  return (
    <SubmitForm onSubmit={submit} testId="forgot-account-form">
      <SpaceBetween size="l">
        <FormField label={t('forgot.account')} errorText={form.error('account')}>
          <Input
            {...form.input('account')}
            data-testid="forgot-account"
            placeholder={t('forgot.accountPlaceholder')}
            autoComplete="username"
            spellcheck={false}
          />
        </FormField>
        <Button
          variant="primary"
          formAction="submit"
          fullWidth
          loading={submitting}
          data-testid="forgot-send-code"
        >
          {t('forgot.sendCode')}
        </Button>
      </SpaceBetween>
    </SubmitForm>
  );
}
