import AppLayout from '@cloudscape-design/components/app-layout';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { myTopMenus } from '../../api/org.ts';
import { currentClientId } from '../../app/clientId.ts';
import { withClientId } from '../../app/paths.ts';
import { usePlatformMenu } from '../../app/platformMenu.ts';
import { menuLabel, menuSections } from '../../app/platformMenuTree.ts';
import { useSession } from '../../app/session.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { orgKeys } from '../../pages/platform/org/queries.ts';
import { useSocketConnection } from '../../socket/index.ts';
import { TopBar } from './TopBar.tsx';

/** The back office (platformClient): the top bar in platform mode and the side menu the role's grants give. */
export function PlatformLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { user } = useSession();
  useSocketConnection(user?.userId);
  const topMenus = useQuery({ queryKey: orgKeys.myTopMenus(), queryFn: myTopMenus, enabled: Boolean(user) });
  const [topMenuId, setTopMenuId] = useState('');
  // A top menu taken away (removed, or no longer granted) falls back to every menu.
  const activeTop = topMenus.data?.some((m) => m.id === topMenuId) ? topMenuId : '';
  const menu = usePlatformMenu(Boolean(user), activeTop);
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
  const topOptions = [
    { value: '', label: t('org.navAllMenus') },
    ...(topMenus.data ?? []).map((m) => ({ value: m.id, label: menuLabel(m, i18n.language) })),
  ];
  return (
    <>
      <div id="ll-top-bar" className="ll-top-bar">
        <TopBar mode="platform" />
      </div>
      <AppLayout
        headerSelector="#ll-top-bar"
        toolsHide
        navigation={
          <>
            {(topMenus.data?.length ?? 0) > 0 && (
              <Box padding={{ horizontal: 'l', top: 'm' }}>
                <FormField label={t('org.navTopMenu')}>
                  <Select
                    data-testid="platform-top-menu"
                    selectedOption={topOptions.find((o) => o.value === activeTop) ?? topOptions[0]!}
                    options={topOptions}
                    onChange={({ detail }) => setTopMenuId(detail.selectedOption.value ?? '')}
                  />
                </FormField>
              </Box>
            )}
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
          </>
        }
        content={<Outlet />}
      />
    </>
  );
}
