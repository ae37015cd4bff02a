import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { HelpArea } from '@loopline/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientExplains } from '../../../api/content.ts';
import { useSession } from '../../../app/session.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { PublicLayout } from '../../PublicLayout.tsx';
import { helpKeys } from '../queries.ts';

/** Help topics: question and answer keys per area. */
export const HELP_TOPICS = [
  { area: 'account', items: ['signIn', 'password', 'devices', 'deletion'] },
  { area: 'projects', items: ['create', 'invite', 'permissions'] },
  { area: 'files', items: ['upload', 'preview', 'parse'] },
  { area: 'membership', items: ['tiers', 'space', 'invoice'] },
] as const;

interface Question {
  id: string;
  q: string;
  a: string;
}

/**
 * /help-center and /app-help-center: searchable questions by area, links to the documents. The
 * built-in questions come first; a signed-in reader also gets the back office's (getClientExplain),
 * each under its area, 'other' in a section of its own.
 */
export function HelpCenterPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSession().status === 'signedIn';
  const written = useQuery({
    queryKey: helpKeys.client(i18n.language),
    queryFn: clientExplains,
    enabled: signedIn,
  });
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const extra = (area: HelpArea): Question[] =>
    (written.data ?? [])
      .filter((e) => e.area === area)
      .map((e) => ({ id: e.id, q: e.question, a: e.answer }));
  const sections: { area: HelpArea; title: string; items: Question[] }[] = [
    ...HELP_TOPICS.map((topic) => ({
      area: topic.area,
      title: t(`help.${topic.area}.title`),
      items: [
        ...topic.items.map((item) => ({
          id: item,
          q: t(`help.${topic.area}.${item}.q`),
          a: t(`help.${topic.area}.${item}.a`),
        })),
        ...extra(topic.area),
      ],
    })),
    { area: 'other', title: t('helpCenter.more'), items: extra('other') },
  ];
  const topics = sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => `${item.q} ${item.a}`.toLowerCase().includes(needle)),
    }))
    .filter((section) => section.items.length > 0);
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
              data-testid={`help-area-${topic.area}`}
              header={<Header variant="h2">{topic.title}</Header>}
            >
              <SpaceBetween size="xs">
                {topic.items.map((item) => (
                  <ExpandableSection key={item.id} headerText={item.q} defaultExpanded={Boolean(needle)}>
                    <Box variant="p">
                      <span style={{ whiteSpace: 'pre-line' }}>{item.a}</span>
                    </Box>
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
