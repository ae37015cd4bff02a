import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPassword } from '../../../api/account.ts';
import { unlockScreen } from '../../../app/lock.ts';
import { paths } from '../../../app/paths.ts';
import { displayName, useSession } from '../../../app/session.ts';
import { signOut } from '../../../app/sessionActions.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { AuthLayout } from '../../../components/AuthLayout.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';

/** /lock: the locked screen; the password unlocks it. */
export function LockPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  if (!user) return null;
  const unlock = async () => {
    setTried(true);
    if (!password) return;
    setBusy(true);
    try {
      await verifyPassword(password);
      unlockScreen();
      navigate(user.isAdmin ? paths.platformHome : paths.home, { replace: true });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthLayout
      testId="lock-page"
      title={t('lock.title')}
      description={t('lock.description')}
      tagline={false}
    >
      <SpaceBetween size="m" alignItems="center">
        <UserAvatar id={user.avatar} name={displayName(user)} size={64} />
        <strong>{displayName(user)}</strong>
      </SpaceBetween>
      <SpaceBetween size="m">
        <FormField
          label={t('password.old')}
          errorText={tried && !password ? t('validation.password.required') : undefined}
        >
          <Input
            type="password"
            value={password}
            data-testid="lock-password"
            onChange={({ detail }) => setPassword(detail.value)}
            onKeyDown={({ detail }) => detail.key === 'Enter' && void unlock()}
          />
        </FormField>
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="primary" loading={busy} onClick={unlock} data-testid="lock-unlock">
            {t('lock.unlock')}
          </Button>
          <Button variant="link" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </AuthLayout>
  );
}
