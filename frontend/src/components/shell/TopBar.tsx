import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, registerPath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import logoUrl from '../../assets/logo.svg';
import { currentLanguage, isLanguage, setLanguage } from '../../i18n/index.ts';
import { NoticeBell } from '../notices/index.ts';
import { UploadListButton } from '../upload/UploadListButton.tsx';
import { AppSwitcher } from './AppSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useNarrowScreen } from './useNarrowScreen.ts';

export type ShellMode = 'user' | 'platform';

/**
 * The top bar (spec 2 §2 "Shell and top bar"), on Cloudscape's top navigation with custom content so
 * other features can mount their widgets: logo, application switcher, notice bell, language, the
 * avatar menu; sign-in and register buttons when signed out.
 */
export function TopBar({ mode = 'user' }: { mode?: ShellMode }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { user } = useSession();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const language = currentLanguage();
  // On a phone the labels give way to short forms and icons so the bar fits (issue 15).
  const narrow = useNarrowScreen();
  const home = user ? (mode === 'platform' ? paths.platformHome : paths.home) : paths.login;
  return (
    <TopNavigation visualContext="top-navigation" data-testid="top-navigation">
      <div className={`ll-topnav${narrow ? ' ll-topnav--narrow' : ''}`}>
        <div className="ll-topnav__start">
          {user && mode === 'user' && (
            <Button
              variant="icon"
              iconName="grid-view"
              ariaLabel={t('apps.open')}
              data-testid="app-switcher-button"
              onClick={() => setSwitcherOpen(true)}
            />
          )}
          <a
            className="ll-topnav__brand"
            href={`#${home}`}
            onClick={(event) => {
              event.preventDefault();
              navigate(home);
            }}
          >
            <img src={logoUrl} alt="" />
            {!narrow && <span>{t('app.name')}</span>}
          </a>
        </div>
        <div className="ll-topnav__end">
          {user && mode === 'user' && <UploadListButton />}
          {user && <NoticeBell />}
          <ButtonDropdown
            ariaLabel={t('shell.languageMenu')}
            data-testid="language-menu"
            items={[
              { id: 'zh', text: t('lang.zh'), disabled: language === 'zh' },
              { id: 'en', text: t('lang.en'), disabled: language === 'en' },
            ]}
            onItemClick={({ detail }) => {
              if (isLanguage(detail.id)) void setLanguage(detail.id);
            }}
            expandToViewport
          >
            {narrow ? t(`lang.short.${language}`) : t(`lang.${language}`)}
          </ButtonDropdown>
          {user ? (
            <UserMenu mode={mode} compact={narrow} />
          ) : (
            <>
              <Button variant="link" onClick={() => navigate(paths.login)} data-testid="top-sign-in">
                {t('shell.signIn')}
              </Button>
              <Button variant="primary" onClick={() => navigate(registerPath())} data-testid="top-register">
                {t('shell.register')}
              </Button>
            </>
          )}
        </div>
      </div>
      {user && mode === 'user' && <AppSwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />}
    </TopNavigation>
  );
}
