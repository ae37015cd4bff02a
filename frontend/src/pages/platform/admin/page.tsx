import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { identityRoles } from '../../../app/guard.ts';
import { visibleMenu } from '../../../app/platformMenu.ts';
import { displayName, useSession } from '../../../app/session.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';

/** /platform/admin/index: the administrator's landing, with every back-office area they may open. */
export function PlatformAdminPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const sections = visibleMenu(identityRoles(user)).filter((s) => s.labelKey !== 'platformMenu.overview');
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('platformAdmin.description')}>
          <span data-testid="platform-admin-title">{t('platformAdmin.title')}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('platformAdmin.you')}</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('home.account'), value: user.account },
              { label: t('home.name'), value: displayName(user) },
              { label: t('home.role'), value: user.roleName },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('platformAdmin.areas')}</Header>}>
          {sections.length === 0 ? (
            <Box color="text-body-secondary" data-testid="platform-admin-empty">
              {t('platformAdmin.noAreas')}
            </Box>
          ) : (
            <ColumnLayout columns={3} variant="text-grid">
              {sections.map((section) => (
                <SpaceBetween size="xs" key={section.labelKey}>
                  <Box variant="h3">{t(section.labelKey)}</Box>
                  {section.items.map((item) => (
                    <RouterLink key={item.path} to={item.path}>
                      {t(item.labelKey)}
                    </RouterLink>
                  ))}
                </SpaceBetween>
              ))}
            </ColumnLayout>
          )}
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
