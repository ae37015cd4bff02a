import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import logoUrl from '../assets/logo.svg';
import { LanguageSwitch } from './LanguageSwitch.tsx';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. "New to Loopline? Create an account". */
  footer?: ReactNode;
  testId: string;
  /** The product tagline above the card; off for error pages. */
  tagline?: boolean;
  /** A picture behind the page (the sign-in page's login background). */
  backgroundUrl?: string;
}

/** The signed-out pages: brand bar with the language switch, one centred card. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  testId,
  tagline = true,
  backgroundUrl,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div
      className="ll-auth"
      data-testid={testId}
      style={
        backgroundUrl
          ? {
              backgroundImage: `url("${backgroundUrl}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : undefined
      }
    >
      <header className="ll-auth__bar">
        <div className="ll-brand">
          <img src={logoUrl} alt="" className="ll-brand__logo" />
          <span className="ll-brand__name">{t('app.name')}</span>
        </div>
        <LanguageSwitch />
      </header>
      <main className="ll-auth__main">
        {tagline && (
          <div className="ll-auth__intro">
            <Box variant="p" color="text-body-secondary" textAlign="center">
              {t('app.tagline')}
            </Box>
          </div>
        )}
        <div className="ll-auth__card">
          <Container
            header={
              <Header variant="h1" description={description}>
                {title}
              </Header>
            }
          >
            {children}
          </Container>
        </div>
        {footer && <div className="ll-auth__footer">{footer}</div>}
      </main>
      <footer className="ll-auth__copyright">
        <Box variant="small" color="text-status-inactive">
          {t('app.copyright', { year: new Date().getFullYear() })}
        </Box>
      </footer>
    </div>
  );
}
