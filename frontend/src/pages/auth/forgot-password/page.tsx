import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Steps, { type StepsProps } from '@cloudscape-design/components/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { AuthLayout } from '../../../components/AuthLayout.tsx';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { AccountStep } from './AccountStep.tsx';
import { CodeStep } from './CodeStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';

type Progress =
  | { step: 'account'; account: string }
  | { step: 'code'; account: string; phone: string }
  | { step: 'password'; account: string; ticket: string }
  | { step: 'done' };

const ORDER = ['account', 'code', 'password', 'done'] as const;
const LABELS = {
  account: 'forgot.stepAccount',
  code: 'forgot.stepCode',
  password: 'forgot.stepPassword',
  done: 'forgot.stepDone',
} as const;

/** /forgotPassword: verify account → code → new password → done. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<Progress>({ step: 'account', account: '' });
  const current = ORDER.indexOf(progress.step);
  const steps: StepsProps.Step[] = ORDER.map((step, index) => ({
    header: t(LABELS[step]),
    status:
      index < current || progress.step === 'done' ? 'success' : index === current ? 'in-progress' : 'pending',
    statusIconAriaLabel: t(LABELS[step]),
  }));

  return (
    <AuthLayout
      testId="forgot-page"
      title={t('forgot.title')}
      footer={
        progress.step !== 'done' && (
          <Box textAlign="center" color="text-body-secondary">
            {t('forgot.remembered')}{' '}
            <RouterLink to={paths.login} testId="forgot-login-link">
              {t('register.signIn')}
            </RouterLink>
          </Box>
        )
      }
    >
      <SpaceBetween size="xl">
        <Steps orientation="horizontal" steps={steps} ariaLabel={t('forgot.title')} />
        {progress.step === 'account' && (
          <AccountStep
            initialAccount={progress.account}
            onSent={(account, phone) => setProgress({ step: 'code', account, phone })}
          />
        )}
        {progress.step === 'code' && (
          <CodeStep
            account={progress.account}
            maskedPhone={progress.phone}
            onVerified={(ticket) => setProgress({ step: 'password', account: progress.account, ticket })}
            onBack={() => setProgress({ step: 'account', account: progress.account })}
          />
        )}
        {progress.step === 'password' && (
          <PasswordStep ticket={progress.ticket} onReset={() => setProgress({ step: 'done' })} />
        )}
        {progress.step === 'done' && <DoneStep />}
      </SpaceBetween>
    </AuthLayout>
  );
}
