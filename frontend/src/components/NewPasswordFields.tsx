import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';

type BoundInput = Pick<InputProps, 'value' | 'onChange' | 'onBlur' | 'invalid'>;

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  inputs: { password: BoundInput; confirm: BoundInput };
  errors: { password?: string; confirm?: string };
  testIds: { password: string; confirm: string };
}

/** A new password (with the spec's rules as the hint) and its confirmation. */
export function NewPasswordFields({ labels, inputs, errors, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={labels.password}
        constraintText={t('register.passwordHint')}
        errorText={errors.password}
      >
        <Input
          {...inputs.password}
          data-testid={testIds.password}
          type="password"
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label={labels.confirm} errorText={errors.confirm}>
        <Input
          {...inputs.confirm}
          data-testid={testIds.confirm}
          type="password"
          placeholder={t('register.confirmPlaceholder')}
          autoComplete="new-password"
        />
      </FormField>
    </>
  );
}
