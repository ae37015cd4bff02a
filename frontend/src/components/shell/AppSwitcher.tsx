import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Drawer from '@cloudscape-design/components/drawer';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryUserIsPerm } from '../../api/account.ts';
import {
  APPLICATIONS,
  type Application,
  applicationAction,
  applicationPath,
} from '../../app/applications.ts';
import { currentClientId, rememberClientId } from '../../app/clientId.ts';
import { useEscapeKey } from '../useEscapeKey.ts';
import { PrivilegeDialog } from './PrivilegeDialog.tsx';

/**
 * The application switcher drawer (width 360, spec 2 §2). Rendered into the document body so its
 * backdrop covers the whole page, top bar included (inside the top bar it would share the bar's
 * stacking context). Apps not built yet say so; an app that needs a membership is checked first.
 */
export function AppSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState<string | null>(null);
  const [denied, setDenied] = useState(false);
  const current = currentClientId();
  useEscapeKey(open, onClose);
  // Keyboard users start in the drawer, as in a dialog.
  const drawerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) drawerRef.current?.focus();
  }, [open]);
  const go = (app: Application) => {
    rememberClientId(app.clientId);
    onClose();
    navigate(applicationPath(app));
  };
  const choose = async (app: Application) => {
    const action = applicationAction(app);
    if (action === 'unavailable') return;
    if (action === 'open') return go(app);
    setChecking(app.clientId);
    try {
      if (await queryUserIsPerm(app.clientId)) go(app);
      else setDenied(true);
    } catch {
      setDenied(true);
    } finally {
      setChecking(null);
    }
  };
  const drawer = (
    <>
      <button type="button" className="ll-drawer-backdrop" aria-label={t('action.close')} onClick={onClose} />
      <aside
        ref={drawerRef}
        tabIndex={-1}
        className="ll-drawer"
        style={{ width: 'min(360px, 100vw)' }}
        data-testid="app-switcher"
      >
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
            {APPLICATIONS.map((app) => {
              const unavailable = applicationAction(app) === 'unavailable';
              return (
                <button
                  type="button"
                  key={app.clientId}
                  className={`ll-app${app.clientId === current ? ' ll-app--current' : ''}${unavailable ? ' ll-app--unavailable' : ''}`}
                  data-testid={`app-${app.clientId}`}
                  aria-disabled={unavailable || checking !== null}
                  onClick={() => {
                    if (checking === null) void choose(app);
                  }}
                >
                  <span className="ll-app__name">
                    {t(`apps.${app.clientId}.name`)}
                    {unavailable && (
                      <span className="ll-app__badge" data-testid={`app-${app.clientId}-unavailable`}>
                        <Badge>{t('apps.notBuilt')}</Badge>
                      </span>
                    )}
                  </span>
                  <Box variant="small" color="text-body-secondary">
                    {checking === app.clientId ? t('apps.checking') : t(`apps.${app.clientId}.description`)}
                  </Box>
                </button>
              );
            })}
          </SpaceBetween>
        </Drawer>
      </aside>
    </>
  );
  return (
    <>
      {open && createPortal(drawer, document.body)}
      <PrivilegeDialog visible={denied} onClose={() => setDenied(false)} reason={t('apps.denied')} />
    </>
  );
}
