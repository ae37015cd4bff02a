import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import { CodeField } from './CodeField.tsx';

type BoundInput = Pick<InputProps, 'value' | 'onChange' | 'onBlur' | 'invalid'>;

export interface PhoneCodeFieldsProps {
  /** The phone (or, for binding an e-mail, the address) the code goes to. */
  target: {
    label: string;
    input: BoundInput;
    errorText?: string;
    testId: string;
    /** Left the field (e.g. to say at once that a phone is taken). */
    onBlur?: () => void;
    kind?: 'phone' | 'email';
  };
  code: { label: string; input: BoundInput; errorText?: string; testId: string; sendTestId: string };
  /** Sends the code; resolves true when it went out (starts the 60 s countdown). */
  onSend: () => Promise<boolean>;
}

/**
 * A phone number and the 4-digit code sent to it, with the "get code / resend (60 s)" button: signing
 * in by SMS, creating an account, and changing the bound phone or e-mail.
 */
export function PhoneCodeFields({ target, code, onSend }: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  const email = target.kind === 'email';
  return (
    <>
      <FormField label={target.label} errorText={target.errorText}>
        <Input
          {...target.input}
          onBlur={target.onBlur ?? target.input.onBlur}
          data-testid={target.testId}
          inputMode={email ? 'email' : 'tel'}
          type={email ? 'email' : 'text'}
          placeholder={email ? undefined : t('signIn.phonePlaceholder')}
          autoComplete={email ? 'email' : 'tel'}
        />
      </FormField>
      <CodeField
        label={code.label}
        errorText={code.errorText}
        input={code.input}
        testId={code.testId}
        sendTestId={code.sendTestId}
        onSend={onSend}
      />
    </>
  );
}
