import AppLayout from '@cloudscape-design/components/app-layout';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { currentClientId } from '../../app/clientId.ts';
import { withClientId } from '../../app/paths.ts';
import { usePlatformMenu } from '../../app/platformMenu.ts';
import { menuLabel, menuSections } from '../../app/platformMenuTree.ts';
import { useSession } from '../../app/session.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { useSocketConnection } from '../../socket/index.ts';
import { TopBar } from './TopBar.tsx';

/** The back office (platformClient): the top bar in platform mode and the side menu the role's grants give. */
export function PlatformLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { user } = useSession();
  useSocketConnection(user?.userId);
  const menu = usePlatformMenu(Boolean(user));
  const items = useMemo<SideNavigationProps.Item[]>(
    () =>
      menuSections(menu.data ?? []).map(({ section, items }) => ({
        type: 'section',
        text: menuLabel(section, i18n.language),
        defaultExpanded: true,
        items: items.map((item) => ({
          type: 'link',
          text: menuLabel(item, i18n.language),
          href: `#${withClientId(item.path, currentClientId())}`,
        })),
      })),
    [menu.data, i18n.language],
  );
  return (
    <>
      <div id="ll-top-bar" className="ll-top-bar">
        <TopBar mode="platform" />
      </div>
      <AppLayout
        headerSelector="#ll-top-bar"
        toolsHide
        navigation={
          <SideNavigation
            data-testid="platform-navigation"
            header={{ text: t('platformMenu.title'), href: '#/platform/admin/index' }}
            activeHref={`#${withClientId(location.pathname, currentClientId())}`}
            items={items}
            onFollow={(event) => {
              if (event.detail.external) return;
              event.preventDefault();
              navigate(event.detail.href.replace(/^#/, ''));
            }}
          />
        }
        content={<Outlet />}
      />
    </>
  );
}
