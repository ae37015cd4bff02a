import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { codeRule, emailRule, phoneRule } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindEmail, bindPhone, sendBindSms, sendEmailCode } from '../../../api/account.ts';
import { notify } from '../../../components/notifications/store.ts';
import { PhoneCodeFields } from '../../../components/PhoneCodeFields.tsx';
import { check } from '../../../forms/rules.ts';
import { IdentityStep } from './IdentityStep.tsx';

/** Change the phone or bind/change the e-mail: identity check, then the new value with its code (60 s resend). */
export function BindDialog({
  kind,
  maskedPhone,
  onClose,
}: {
  kind: 'phone' | 'email' | null;
  maskedPhone: string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over whenever the dialog opens for a kind
  useEffect(() => {
    setTicket(null);
    setTarget('');
    setCode('');
    setTried(false);
  }, [kind]);
  const rule = kind === 'email' ? emailRule : phoneRule;
  const targetProblem = target
    ? check(rule, target.trim())
    : kind === 'email'
      ? 'login.tip4'
      : 'login.pleasePhone';
  const codeProblem = check(codeRule, code);
  const submit = async () => {
    setTried(true);
    if (!ticket || targetProblem || codeProblem) return;
    setBusy(true);
    try {
      const res =
        kind === 'email'
          ? await bindEmail(target.trim(), code, ticket)
          : await bindPhone(target.trim(), code, ticket);
      notify.success(res.msg);
      onClose(true);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setTried(true);
    if (!ticket || targetProblem) return false;
    try {
      await (kind === 'email' ? sendEmailCode(target.trim(), ticket) : sendBindSms(target.trim(), ticket));
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Modal
      visible={kind !== null}
      onDismiss={() => onClose(false)}
      header={kind === 'email' ? t('security.emailTitle') : t('security.phoneTitle')}
      data-testid="bind-dialog"
      footer={
        ticket && (
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => onClose(false)}>
                {t('action.cancel')}
              </Button>
              <Button variant="primary" loading={busy} onClick={submit} data-testid="bind-submit">
                {t('action.confirm')}
              </Button>
            </SpaceBetween>
          </Box>
        )
      }
    >
      {!ticket ? (
        <SpaceBetween size="s">
          <Box color="text-body-secondary">{t('identity.first')}</Box>
          <IdentityStep maskedPhone={maskedPhone} onVerified={setTicket} />
        </SpaceBetween>
      ) : (
        <SpaceBetween size="m">
          <PhoneCodeFields
            target={{
              label: kind === 'email' ? t('security.newEmail') : t('security.newPhone'),
              input: { value: target, onChange: ({ detail }) => setTarget(detail.value) },
              errorText: tried && targetProblem ? t(targetProblem) : undefined,
              testId: 'bind-target',
              kind: kind === 'email' ? 'email' : 'phone',
            }}
            code={{
              label: t('security.code'),
              input: { value: code, onChange: ({ detail }) => setCode(detail.value) },
              errorText:
                tried && code && codeProblem ? t(codeProblem) : tried && !code ? t('login.tip6') : undefined,
              testId: 'bind-code',
              sendTestId: 'bind-send',
            }}
            onSend={send}
          />
        </SpaceBetween>
      )}
    </Modal>
  );
}
