import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { codeRule, passwordRule, phoneRule, usernameRule } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { register, sendRegisterCode, verifyAccount, verifyPhone } from '../../../api/user.ts';
import { paths } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { AuthLayout } from '../../../components/AuthLayout.tsx';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { PhoneCodeFields } from '../../../components/PhoneCodeFields.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { check, required } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { useSubmit } from '../../../forms/useSubmit.ts';
import type { LoginLocationState } from '../login/page.tsx';
import { ConsentText } from './ConsentText.tsx';

/** /client_login?text=register: account, phone with code, password twice, agreement. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const form = useForm(
    { account: '', phone: '', code: '', password: '', confirmPassword: '', agreed: false as boolean },
    {
      account: (v) => check(usernameRule, v.account),
      phone: (v) => check(phoneRule, v.phone),
      code: (v) => check(codeRule, v.code),
      password: (v) =>
        required(v.password, 'validation.password.required') ?? check(passwordRule, v.password),
      confirmPassword: (v) =>
        required(v.confirmPassword, 'register.confirmRequired') ??
        (v.confirmPassword !== v.password ? 'validation.password.mismatch' : undefined),
      agreed: (v) => (v.agreed ? undefined : 'register.agreementRequired'),
    },
  );

  /** Taken accounts and phones are said beside the field as soon as it is left. */
  const checkTaken = async (field: 'account' | 'phone') => {
    form.touch(field);
    if (!form.isValid(field)) return;
    try {
      if (field === 'account') await verifyAccount(form.values.account.trim());
      else await verifyPhone(form.values.phone);
    } catch (error) {
      if (isApiError(error) && error.code === 409) form.setServerError(field, error.message);
    }
  };

  const sendCode = async () => {
    if (!form.validate(['phone'])) return false;
    try {
      const answer = await sendRegisterCode(form.values.phone);
      notify.success(answer.msg || t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };

  // A refusal shows the server's message (wrong code, account taken meanwhile).
  const { submitting, submit } = useSubmit(form.validate, async () => {
    const { account, phone, code, password, confirmPassword } = form.values;
    const answer = await register({ account: account.trim(), phone, code, password, confirmPassword });
    notify.success(answer.msg || t('account.registered'));
    const state: LoginLocationState = { account: answer.data?.account ?? account.trim() };
    navigate(paths.login, { state });
  });

  return (
    <AuthLayout
      testId="register-page"
      title={t('register.title')}
      footer={
        <Box textAlign="center" color="text-body-secondary">
          {t('register.haveAccount')}{' '}
          <RouterLink to={paths.login} testId="register-login-link">
            {t('register.signIn')}
          </RouterLink>
        </Box>
      }
    >
      <SubmitForm onSubmit={submit} testId="register-form">
        <SpaceBetween size="l">
          <FormField
            label={t('register.account')}
            constraintText={t('register.accountHint')}
            errorText={form.error('account')}
          >
            <Input
              {...form.input('account')}
              onBlur={() => void checkTaken('account')}
              data-testid="register-account"
              placeholder={t('register.accountPlaceholder')}
              autoComplete="username"
              spellcheck={false}
            />
          </FormField>
          <PhoneCodeFields
            target={{
              label: t('register.phone'),
              input: form.input('phone'),
              errorText: form.error('phone'),
              testId: 'register-phone',
              onBlur: () => void checkTaken('phone'),
            }}
            code={{
              label: t('register.code'),
              input: form.input('code'),
              errorText: form.error('code'),
              testId: 'register-code',
              sendTestId: 'register-send-code',
            }}
            onSend={sendCode}
          />
          <NewPasswordFields
            labels={{ password: t('register.password'), confirm: t('register.confirmPassword') }}
            inputs={{ password: form.input('password'), confirm: form.input('confirmPassword') }}
            errors={{ password: form.error('password'), confirm: form.error('confirmPassword') }}
            testIds={{ password: 'register-password', confirm: 'register-confirm-password' }}
          />
          <FormField errorText={form.error('agreed')}>
            <Checkbox
              data-testid="register-agreement"
              checked={form.values.agreed}
              onChange={({ detail }) => {
                form.set('agreed', detail.checked);
                form.touch('agreed');
              }}
            >
              <ConsentText />
            </Checkbox>
          </FormField>
          <Button
            variant="primary"
            formAction="submit"
            fullWidth
            loading={submitting}
            data-testid="register-submit"
          >
            {t('register.submit')}
          </Button>
        </SpaceBetween>
      </SubmitForm>
    </AuthLayout>
  );
}
