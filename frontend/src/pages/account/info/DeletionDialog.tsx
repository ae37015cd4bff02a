import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeletionCheck, logoutAccount, logoutCheck } from '../../../api/account.ts';
import { formatDate } from '../../../app/format.ts';
import { forceLogout } from '../../../app/sessionActions.ts';
import { IdentityStep } from './IdentityStep.tsx';

/** Account deletion: check → agree → confirm (identity); 7-day cooling period, signing in withdraws it. */
export function DeletionDialog({
  visible,
  maskedPhone,
  onClose,
}: {
  visible: boolean;
  maskedPhone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'check' | 'agree' | 'confirm'>('check');
  const [check, setCheck] = useState<DeletionCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!visible) return;
    setStep('check');
    setAgreed(false);
    setTried(false);
    setCheck(null);
    setFailed(false);
    logoutCheck()
      .then(setCheck)
      .catch(() => setFailed(true));
  }, [visible]);
  const confirm = async (ticket: string) => {
    try {
      const res = await logoutAccount(ticket);
      forceLogout(res.msg, 'info');
    } catch {
      // Shown by the client.
    }
  };
  const footer =
    step === 'check' ? (
      <Button
        variant="primary"
        disabled={!check?.allowed}
        onClick={() => setStep('agree')}
        data-testid="deletion-next"
      >
        {t('action.next')}
      </Button>
    ) : step === 'agree' ? (
      <Button
        variant="primary"
        onClick={() => {
          setTried(true);
          if (agreed) setStep('confirm');
        }}
        data-testid="deletion-agree-next"
      >
        {t('action.next')}
      </Button>
    ) : null;
  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={t('deletion.title')}
      data-testid="deletion-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            {footer}
          </SpaceBetween>
        </Box>
      }
    >
      {step === 'check' &&
        (failed ? (
          <Alert type="error">{t('deletion.checkFailed')}</Alert>
        ) : !check ? (
          <Box textAlign="center">
            <Spinner />
          </Box>
        ) : (
          <SpaceBetween size="s">
            <Box>{t('deletion.checkIntro')}</Box>
            {check.checks.map((c) => (
              <StatusIndicator
                key={c.key}
                type={c.passed ? 'success' : 'error'}
                data-testid={`deletion-check-${c.passed ? 'ok' : 'blocked'}`}
              >
                {c.passed
                  ? t(`deletionUi.${c.key.split('.')[1]}.ok`)
                  : t(c.key, { date: formatDate(c.date ?? '') })}
              </StatusIndicator>
            ))}
            {check.deletionDueAt && (
              <Alert type="info">{t('deletionUi.pending', { date: formatDate(check.deletionDueAt) })}</Alert>
            )}
          </SpaceBetween>
        ))}
      {step === 'agree' && (
        <SpaceBetween size="m">
          <div className="ll-notice-text" data-testid="deletion-notice">
            <p>{t('deletionUi.notice1')}</p>
            <p>{t('deletionUi.notice2', { days: check?.coolingDays ?? 7 })}</p>
            <p>{t('deletionUi.notice3')}</p>
          </div>
          <Checkbox
            checked={agreed}
            onChange={({ detail }) => setAgreed(detail.checked)}
            data-testid="deletion-agree"
          >
            {t('deletionUi.agree')}
          </Checkbox>
          {tried && !agreed && <Box color="text-status-error">{t('deletion.agreementRequired')}</Box>}
        </SpaceBetween>
      )}
      {step === 'confirm' && (
        <SpaceBetween size="s">
          <Alert type="warning">{t('deletionUi.confirmWarning', { days: check?.coolingDays ?? 7 })}</Alert>
          <IdentityStep maskedPhone={maskedPhone} onVerified={(ticket) => void confirm(ticket)} />
        </SpaceBetween>
      )}
    </Modal>
  );
}
