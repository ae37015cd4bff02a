import Button from '@cloudscape-design/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../forms/useCountdown.ts';

interface SendCodeButtonProps {
  /** Sends the code; resolves true when it went out, which starts the 60 s countdown. */
  onSend: () => Promise<boolean>;
  testId: string;
  disabled?: boolean;
  /** A code has just been sent elsewhere: start counting at once. */
  sentAlready?: boolean;
}

/** "Get code", then "Resend (59 s)" until the countdown ends. */
export function SendCodeButton({ onSend, testId, disabled, sentAlready }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (sentAlready) start();
  }, [sentAlready, start]);
  return (
    <Button
      data-testid={testId}
      formAction="none"
      loading={sending}
      disabled={disabled || remaining > 0}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) start();
        } finally {
          setSending(false);
        }
      }}
    >
      {remaining > 0 ? t('sendCode.resend', { seconds: remaining }) : t('sendCode.send')}
    </Button>
  );
}
