import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import { displayName, roleLabel, useSession } from '../../../app/session.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { projectPaths } from '../../project/paths.ts';

/** /wel/index: the placeholder home after sign-in. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useAppNavigate();
  if (!user) return null;
  const value = (text: string) => text?.trim() || t('home.notSet');
  return (
    <ContentLayout
      defaultPadding
      headerVariant="high-contrast"
      header={
        <Header
          variant="h1"
          description={t('home.description')}
          actions={
            <Button
              variant="primary"
              onClick={() => navigate(projectPaths.list())}
              data-testid="welcome-projects"
            >
              {t('projects.title')}
            </Button>
          }
        >
          <span data-testid="welcome-title">{t('home.welcome', { name: displayName(user) })}</span>
        </Header>
      }
    >
      <Container
        header={<Header variant="h2">{t('home.accountTitle')}</Header>}
        data-testid="welcome-account"
      >
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('home.account'), value: value(user.account) },
            { label: t('home.name'), value: value(user.realName || user.nickName) },
            { label: t('home.role'), value: value(roleLabel(user.roleName, t)) },
            { label: t('home.phone'), value: value(user.phone) },
            { label: t('home.email'), value: value(user.email) },
          ]}
        />
      </Container>
    </ContentLayout>
  );
}
