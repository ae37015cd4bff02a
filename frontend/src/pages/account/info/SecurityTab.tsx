import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonInfo } from '../../../api/account.ts';
import { BindDialog } from './BindDialog.tsx';
import { DeletionDialog } from './DeletionDialog.tsx';
import { DevicesSection } from './DevicesSection.tsx';

function Row({ title, value, action }: { title: string; value: string; action: React.ReactNode }) {
  return (
    <div className="ll-security-row">
      <div>
        <Box variant="h4" margin="n">
          {title}
        </Box>
        <Box color="text-body-secondary">{value}</Box>
      </div>
      {action}
    </div>
  );
}

/** Account security: password, phone, e-mail, sign-in devices, account deletion. */
export function SecurityTab({
  info,
  onChanged,
  onPassword,
}: {
  info: PersonInfo;
  onChanged: () => void;
  onPassword: () => void;
}) {
  const { t } = useTranslation();
  const [bind, setBind] = useState<'phone' | 'email' | null>(null);
  const [deleting, setDeleting] = useState(false);
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('security.title')}</Header>}>
        <SpaceBetween size="m">
          <Row
            title={t('security.password')}
            value={t('security.passwordHint')}
            action={<Button onClick={onPassword}>{t('action.change')}</Button>}
          />
          <Row
            title={t('security.phone')}
            value={info.maskedPhone}
            action={
              <Button onClick={() => setBind('phone')} data-testid="security-phone">
                {t('action.change')}
              </Button>
            }
          />
          <Row
            title={t('security.email')}
            value={info.email || t('security.emailNone')}
            action={
              <Button onClick={() => setBind('email')} data-testid="security-email">
                {info.email ? t('action.change') : t('action.bind')}
              </Button>
            }
          />
        </SpaceBetween>
      </Container>
      <DevicesSection maskedPhone={info.maskedPhone} />
      <Container header={<Header variant="h2">{t('deletion.title')}</Header>}>
        <Row
          title={t('deletion.title')}
          value={t('deletionUi.hint')}
          action={
            <Button onClick={() => setDeleting(true)} data-testid="security-delete">
              {t('deletionUi.start')}
            </Button>
          }
        />
      </Container>
      <BindDialog
        kind={bind}
        maskedPhone={info.maskedPhone}
        onClose={(changed) => {
          setBind(null);
          if (changed) onChanged();
        }}
      />
      <DeletionDialog visible={deleting} maskedPhone={info.maskedPhone} onClose={() => setDeleting(false)} />
    </SpaceBetween>
  );
}
