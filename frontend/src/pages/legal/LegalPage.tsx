import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { PublicLayout } from '../PublicLayout.tsx';
import { type DocumentId, documents } from './documents.ts';

/** A public document; `language` fixes the variant (-zh / -en), otherwise the interface language. */
export function LegalPage({ doc, language }: { doc: DocumentId; language?: 'zh' | 'en' }) {
  const { t } = useTranslation();
  const lang = language ?? currentLanguage();
  const document = documents[doc][lang];
  return (
    <PublicLayout>
      <div className="ll-doc" lang={lang === 'zh' ? 'zh-CN' : 'en'} data-testid={`doc-${doc}-${lang}`}>
        <Container
          header={
            <Header
              variant="h1"
              description={`${lang === 'zh' ? '更新日期' : 'Last updated'}: ${document.updated}`}
            >
              {document.title}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <Box variant="p">{document.intro}</Box>
            {document.sections.map((section) => (
              <SpaceBetween size="xs" key={section.heading}>
                <Box variant="h2">{section.heading}</Box>
                {section.paragraphs.map((paragraph) => (
                  <Box variant="p" key={paragraph}>
                    {paragraph}
                  </Box>
                ))}
              </SpaceBetween>
            ))}
            <Box variant="small" color="text-status-inactive">
              {t('app.copyright', { year: new Date().getFullYear() })}
            </Box>
          </SpaceBetween>
        </Container>
      </div>
    </PublicLayout>
  );
}
