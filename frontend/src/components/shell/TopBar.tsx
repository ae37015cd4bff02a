import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { displayName, useSession } from '../../app/session.ts';
import { signOut } from '../../app/sessionActions.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import logoUrl from '../../assets/logo.svg';
import { currentLanguage, isLanguage, setLanguage } from '../../i18n/index.ts';

export type ShellMode = 'user' | 'platform';

/** Logo, language menu, user menu with sign-out (spec 2 §2 "Shell and top bar"). */
export function TopBar({ mode = 'user' }: { mode?: ShellMode }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { user } = useSession();
  const name = user ? displayName(user) : '';
  const language = currentLanguage();
  return (
    <TopNavigation
      data-testid="top-navigation"
      identity={{
        href: `#${mode === 'platform' ? paths.platformHome : paths.home}`,
        title: t('app.name'),
        logo: { src: logoUrl, alt: t('app.name') },
        onFollow: (event) => {
          event.preventDefault();
          navigate(mode === 'platform' ? paths.platformHome : paths.home);
        },
      }}
      utilities={[
        {
          type: 'menu-dropdown',
          iconName: 'globe',
          text: t(`lang.${language}`),
          ariaLabel: t('shell.languageMenu'),
          title: t('lang.label'),
          items: [
            { id: 'zh', text: t('lang.zh'), disabled: language === 'zh' },
            { id: 'en', text: t('lang.en'), disabled: language === 'en' },
          ],
          onItemClick: ({ detail }) => {
            if (isLanguage(detail.id)) void setLanguage(detail.id);
          },
        },
        {
          type: 'menu-dropdown',
          iconName: 'user-profile',
          text: name,
          description: user?.account,
          ariaLabel: t('shell.userMenu', { name }),
          items: [{ id: 'sign-out', text: t('shell.signOut') }],
          onItemClick: ({ detail }) => {
            if (detail.id === 'sign-out') void signOut();
          },
        },
      ]}
    />
  );
}
