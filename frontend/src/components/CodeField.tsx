import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton.tsx';

type BoundInput = Pick<InputProps, 'value' | 'onChange' | 'onBlur' | 'invalid'>;

interface CodeFieldProps {
  label: string;
  errorText?: string;
  /** The form's bound input for the code (useForm's `input('code')`). */
  input: BoundInput;
  testId: string;
  sendTestId: string;
  onSend: () => Promise<boolean>;
  sentAlready?: boolean;
}

/** A 4-digit verification code with its "get code / resend (60 s)" button beside it. */
export function CodeField({
  label,
  errorText,
  input,
  testId,
  sendTestId,
  onSend,
  sentAlready,
}: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} errorText={errorText}>
      <div className="ll-inline">
        <div className="ll-inline__grow">
          <Input
            {...input}
            data-testid={testId}
            inputMode="numeric"
            placeholder={t('signIn.codePlaceholder')}
            autoComplete="one-time-code"
          />
        </div>
        <SendCodeButton testId={sendTestId} onSend={onSend} sentAlready={sentAlready} />
      </div>
    </FormField>
  );
}
