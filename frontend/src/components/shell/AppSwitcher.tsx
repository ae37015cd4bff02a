import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Drawer from '@cloudscape-design/components/drawer';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryUserIsPerm } from '../../api/account.ts';
import { currentClientId, rememberClientId } from '../../app/clientId.ts';
import { PrivilegeDialog } from './PrivilegeDialog.tsx';

/** The client apps and where each opens (spec 2 §2 "hash routes built from a client id"). */
export const APPLICATIONS = [
  { clientId: 'portal', path: '/wel/index' },
  { clientId: 'CollabCraft', path: '/myproject/index' },
  { clientId: 'ModelMatrix', path: '/webModelLibrary/index' },
  { clientId: 'ModelSplit', path: '/model-split/index' },
  { clientId: 'SacComponentLibrary', path: '/componentLibrary/index' },
  { clientId: 'AppStore', path: '/appStore/index' },
] as const;

/** The application switcher drawer (width 360): access is checked first; lacking it shows the privilege dialog. */
export function AppSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState<string | null>(null);
  const [denied, setDenied] = useState(false);
  const current = currentClientId();
  const choose = async (app: (typeof APPLICATIONS)[number]) => {
    setChecking(app.clientId);
    try {
      if (!(await queryUserIsPerm(app.clientId))) {
        setDenied(true);
        return;
      }
      rememberClientId(app.clientId);
      onClose();
      navigate(`${app.path}?clientId=${app.clientId}`);
    } catch {
      setDenied(true);
    } finally {
      setChecking(null);
    }
  };
  return (
    <>
      {open && (
        <>
          <button
            type="button"
            className="ll-drawer-backdrop"
            aria-label={t('action.close')}
            onClick={onClose}
          />
          <aside className="ll-drawer" style={{ width: 360 }} data-testid="app-switcher">
            <Drawer
              header={
                <Header
                  variant="h2"
                  actions={
                    <Button variant="icon" iconName="close" ariaLabel={t('action.close')} onClick={onClose} />
                  }
                >
                  {t('apps.title')}
                </Header>
              }
            >
              <SpaceBetween size="xs">
                {APPLICATIONS.map((app) => (
                  <button
                    type="button"
                    key={app.clientId}
                    className={`ll-app${app.clientId === current ? ' ll-app--current' : ''}`}
                    data-testid={`app-${app.clientId}`}
                    disabled={checking !== null}
                    onClick={() => void choose(app)}
                  >
                    <span className="ll-app__name">{t(`apps.${app.clientId}.name`)}</span>
                    <Box variant="small" color="text-body-secondary">
                      {checking === app.clientId ? t('apps.checking') : t(`apps.${app.clientId}.description`)}
                    </Box>
                  </button>
                ))}
              </SpaceBetween>
            </Drawer>
          </aside>
        </>
      )}
      <PrivilegeDialog visible={denied} onClose={() => setDenied(false)} reason={t('apps.denied')} />
    </>
  );
}
