import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { usePlatformMenu } from '../../../app/platformMenu.ts';
import { menuLabel, menuSections } from '../../../app/platformMenuTree.ts';
import { displayName, roleLabel, useSession } from '../../../app/session.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';

/** /platform/admin/index: the administrator's landing, with every back-office area they may open. */
export function PlatformAdminPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const menu = usePlatformMenu(Boolean(user));
  if (!user) return null;
  // The landing itself is left out of the areas it lists.
  const sections = menuSections(menu.data ?? [])
    .map((s) => ({ ...s, items: s.items.filter((i) => i.path !== '/platform/admin/index') }))
    .filter((s) => s.items.length > 0);
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
              { label: t('home.role'), value: roleLabel(user.roleName, t) },
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
                <SpaceBetween size="xs" key={section.section.id}>
                  <Box variant="h3">{menuLabel(section.section, i18n.language)}</Box>
                  {section.items.map((item) => (
                    <RouterLink key={item.id} to={item.path}>
                      {menuLabel(item, i18n.language)}
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
