import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { PublicLayout } from '../../PublicLayout.tsx';

/** Help topics: question and answer keys per area. */
export const HELP_TOPICS = [
  { area: 'account', items: ['signIn', 'password', 'devices', 'deletion'] },
  { area: 'projects', items: ['create', 'invite', 'permissions'] },
  { area: 'files', items: ['upload', 'preview', 'parse'] },
  { area: 'membership', items: ['tiers', 'space', 'invoice'] },
] as const;

/** /help-center and /app-help-center: searchable questions by area, links to the documents. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const topics = HELP_TOPICS.map((topic) => ({
    ...topic,
    items: topic.items.filter((item) =>
      `${t(`help.${topic.area}.${item}.q`)} ${t(`help.${topic.area}.${item}.a`)}`
        .toLowerCase()
        .includes(needle),
    ),
  })).filter((topic) => topic.items.length > 0);
  return (
    <PublicLayout>
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h1" description={t('help.description')}>
              <span data-testid="help-title">{t('help.title')}</span>
            </Header>
          }
        >
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={t('help.search')}
            onChange={({ detail }) => setFilter(detail.filteringText)}
            data-testid="help-search"
          />
        </Container>
        {topics.length === 0 ? (
          <Box textAlign="center" color="text-body-secondary" data-testid="help-empty">
            {t('help.noResults')}
          </Box>
        ) : (
          topics.map((topic) => (
            <Container
              key={topic.area}
              header={<Header variant="h2">{t(`help.${topic.area}.title`)}</Header>}
            >
              <SpaceBetween size="xs">
                {topic.items.map((item) => (
                  <ExpandableSection
                    key={item}
                    headerText={t(`help.${topic.area}.${item}.q`)}
                    defaultExpanded={Boolean(needle)}
                  >
                    <Box variant="p">{t(`help.${topic.area}.${item}.a`)}</Box>
                  </ExpandableSection>
                ))}
              </SpaceBetween>
            </Container>
          ))
        )}
        <Container header={<Header variant="h2">{t('help.documents')}</Header>}>
          <ColumnLayout columns={3} variant="text-grid">
            <RouterLink to={`/userAgreement-${t('help.docLang')}`}>{t('menu.userAgreement')}</RouterLink>
            <RouterLink to={`/privacyClause-${t('help.docLang')}`}>{t('menu.privacyClause')}</RouterLink>
            <RouterLink to={`/property-${t('help.docLang')}`}>{t('menu.property')}</RouterLink>
            <RouterLink to={`/memberService-${t('help.docLang')}`}>{t('help.memberService')}</RouterLink>
            <RouterLink to={t('help.docLang') === 'en' ? '/SDK/info-en' : '/SDK/info'}>
              {t('help.sdk')}
            </RouterLink>
            <RouterLink
              to={t('help.docLang') === 'en' ? '/permission_application-en' : '/permission_application'}
            >
              {t('help.permission')}
            </RouterLink>
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </PublicLayout>
  );
}
