import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signInPasswordRule } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithPassword } from '../../../api/auth.ts';
import { CryptoUnavailableError } from '../../../api/crypto.ts';
import type { TokenData } from '../../../api/types.ts';
import { paths } from '../../../app/paths.ts';
import { notify } from '../../../components/notifications/store.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { check, required } from '../../../forms/rules.ts';
import { SubmitForm } from '../../../forms/SubmitForm.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';

interface PasswordFormProps {
  presetAccount: string;
  /** Keeps the session and leaves the page; false if that failed. */
  onSignedIn: (data: TokenData) => Promise<boolean>;
}

export function PasswordForm({ presetAccount, onSignedIn }: PasswordFormProps) {
  const { t } = useTranslation();
  const { captcha, loading, refresh } = useCaptcha();
  // The server says whether it wants a picture code (LOOPLINE_CAPTCHA=off in the local cloud).
  const captchaOn = captcha?.enabled !== false;
  const form = useForm(
    { account: presetAccount, password: '', captchaCode: '' },
    {
      account: (v) => required(v.account, 'signIn.accountRequired'),
      password: (v) => check(signInPasswordRule, v.password),
      captchaCode: (v) => (captchaOn ? required(v.captchaCode, 'signIn.captchaRequired') : undefined),
    },
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!form.validate() || !captcha) return;
    setSubmitting(true);
    let signedIn = false;
    try {
      const data = await signInWithPassword({
        username: form.values.account.trim(),
        password: form.values.password,
        ...(captchaOn ? { captchaKey: captcha.key, captchaCode: form.values.captchaCode.trim() } : {}),
      });
      signedIn = await onSignedIn(data);
    } catch (error) {
      if (error instanceof CryptoUnavailableError) notify.error(t('http.cryptoUnavailable'));
    } finally {
      setSubmitting(false);
    }
    if (!signedIn) {
      // The captcha was used up by this attempt.
      if (captchaOn) {
        form.set('captchaCode', '');
        void refresh();
      }
    }
  };

  return (
    <SubmitForm onSubmit={submit} testId="login-password-form">
      <SpaceBetween size="l">
        <FormField label={t('signIn.account')} errorText={form.error('account')}>
          <Input
            {...form.input('account')}
            data-testid="login-account"
            placeholder={t('signIn.accountPlaceholder')}
            autoComplete="username"
            spellcheck={false}
          />
        </FormField>
        <FormField
          label={t('signIn.password')}
          errorText={form.error('password')}
          info={
            <RouterLink to={paths.forgotPassword} testId="login-forgot-link" variant="info">
              {t('signIn.forgot')}
            </RouterLink>
          }
        >
          <Input
            {...form.input('password')}
            data-testid="login-password"
            type="password"
            placeholder={t('signIn.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </FormField>
        {captchaOn && (
          <FormField label={t('signIn.captcha')} errorText={form.error('captchaCode')}>
            <CaptchaField
              captcha={captcha}
              loading={loading}
              onRefresh={() => void refresh()}
              value={form.values.captchaCode}
              invalid={Boolean(form.error('captchaCode'))}
              onChange={(value) => form.set('captchaCode', value)}
              onBlur={() => form.touch('captchaCode')}
            />
          </FormField>
        )}
        <Button
          variant="primary"
          formAction="submit"
          fullWidth
          loading={submitting}
          data-testid="login-submit"
        >
          {t('signIn.submit')}
        </Button>
      </SpaceBetween>
    </SubmitForm>
  );
}
