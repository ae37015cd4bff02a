import AppLayout from '@cloudscape-design/components/app-layout';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { currentClientId } from '../../app/clientId.ts';
import { identityRoles } from '../../app/guard.ts';
import { withClientId } from '../../app/paths.ts';
import { visibleMenu } from '../../app/platformMenu.ts';
import { useSession } from '../../app/session.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { useSocketConnection } from '../../socket/index.ts';
import { TopBar } from './TopBar.tsx';

/** The back office (platformClient): the top bar in platform mode and the side menu of app/platformMenu.ts. */
export function PlatformLayout() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { user } = useSession();
  useSocketConnection(user?.userId);
  const roles = useMemo(() => (user ? identityRoles(user) : []), [user]);
  const items = useMemo<SideNavigationProps.Item[]>(
    () =>
      visibleMenu(roles).map((section) => ({
        type: 'section',
        text: t(section.labelKey),
        defaultExpanded: true,
        items: section.items.map((item) => ({
          type: 'link',
          text: t(item.labelKey),
          href: `#${withClientId(item.path, currentClientId())}`,
        })),
      })),
    [roles, t],
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
