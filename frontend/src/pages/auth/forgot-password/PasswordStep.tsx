import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordRule } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../api/user.ts';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { check, required } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';

interface PasswordStepProps {
  ticket: string;
  onReset: () => void;
}

/** Step 3: the new password, twice, with the spec's rules. */
export function PasswordStep({ ticket, onReset }: PasswordStepProps) {
  const { t } = useTranslation();
  const form = useForm(
    { password: '', confirmPassword: '' },
    {
      password: (v) =>
        required(v.password, 'validation.password.required') ?? check(passwordRule, v.password),
      confirmPassword: (v) =>
        required(v.confirmPassword, 'register.confirmRequired') ??
        (v.confirmPassword !== v.password ? 'validation.password.mismatch' : undefined),
    },
  );

  // A refused reset shows the server's message (an expired ticket says to start again).
  const { submitting, submit } = useSubmit(form.validate, async () => {
    await resetPassword(ticket, form.values.password, form.values.confirmPassword);
    onReset();
  });

  return (
    <SubmitForm onSubmit={submit} testId="forgot-password-form">
      <SpaceBetween size="l">
        <NewPasswordFields
          labels={{ password: t('forgot.newPassword'), confirm: t('forgot.confirmPassword') }}
          inputs={{ password: form.input('password'), confirm: form.input('confirmPassword') }}
          errors={{ password: form.error('password'), confirm: form.error('confirmPassword') }}
          testIds={{ password: 'forgot-new-password', confirm: 'forgot-confirm-password' }}
        />
        <Button
          variant="primary"
          formAction="submit"
          fullWidth
          loading={submitting}
          data-testid="forgot-reset"
        >
          {t('forgot.submit')}
        </Button>
      </SpaceBetween>
    </SubmitForm>
  );
}
