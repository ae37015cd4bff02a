import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordRule } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../../api/user.ts';
import { notify } from '../../../components/notifications/store.ts';
import { check, required } from '../../../forms/rules.ts';
import { useForm } from '../../../forms/useForm.ts';

/** Change password: current, new (spec rules, differs from current), confirmation (must match). */
export function PasswordTab() {
  const [round, setRound] = useState(0);
  return <PasswordForm key={round} onDone={() => setRound((r) => r + 1)} />;
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const form = useForm(
    { oldPassword: '', newPassword: '', newPassword1: '' },
    {
      oldPassword: (v) => required(v.oldPassword, 'validation.password.required'),
      newPassword: (v) =>
        check(passwordRule, v.newPassword) ??
        (v.newPassword === v.oldPassword ? 'account.passwordSame' : undefined),
      newPassword1: (v) =>
        required(v.newPassword1, 'validation.password.required') ??
        (v.newPassword1 !== v.newPassword ? 'validation.password.mismatch' : undefined),
    },
  );
  const submit = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      const res = await updatePassword(
        form.values.oldPassword,
        form.values.newPassword,
        form.values.newPassword1,
      );
      notify.success(res.msg);
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  const field = (name: 'oldPassword' | 'newPassword' | 'newPassword1', label: string, hint?: string) => (
    <FormField label={label} constraintText={hint} errorText={form.error(name)}>
      <Input
        type="password"
        data-testid={`password-${name}`}
        value={form.values[name]}
        onChange={({ detail }) => form.set(name, detail.value)}
        onBlur={() => form.touch(name)}
      />
    </FormField>
  );
  return (
    <Container header={<Header variant="h2">{t('password.title')}</Header>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" loading={saving} data-testid="password-submit">
              {t('password.submit')}
            </Button>
          }
        >
          <SpaceBetween size="m">
            {field('oldPassword', t('password.old'))}
            {field('newPassword', t('password.new'), t('password.rule'))}
            {field('newPassword1', t('password.confirm'))}
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
