import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelLink, type TeamLink, teamLinks } from '../../../api/team.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { useList } from '../components/useList.ts';
import { teamKeys } from '../queries.ts';
import { linkState } from '../rules.ts';
import { linkColumns } from './columns.tsx';
import { CreateLinkModal, LinkReadyModal } from './LinkDialogs.tsx';

/**
 * /myTeam/links: invitation links to my team. A link is made with an expiry and an approval rule,
 * copied, and cancelled (people opening it are then told "Invitation expired or cancelled by inviter").
 */
export function LinksTab() {
  const { t } = useTranslation();
  const load = useCallback(() => teamLinks(), []);
  const { items, loading, failed, reload } = useList(teamKeys.links(), load);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TeamLink | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);

  return (
    <>
      <Table<TeamLink>
        data-testid="team-links"
        variant="container"
        items={items}
        trackBy="code"
        loading={loading && items.length === 0}
        loadingText={t('myTeam.loading')}
        columnDefinitions={linkColumns(t, setCancelling)}
        header={
          <Header
            counter={loading ? undefined : `(${items.filter((l) => linkState(l) === 'active').length})`}
            description={t('myTeam.links.description')}
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                <Button iconName="refresh" ariaLabel={t('projects.retry')} onClick={reload} />
                <Button
                  variant="primary"
                  iconName="add-plus"
                  onClick={() => setCreating(true)}
                  data-testid="link-new"
                >
                  {t('myTeam.links.create')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('myTeam.tab.links')}
          </Header>
        }
        empty={
          <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'} padding="m">
            {failed ?? t('myTeam.links.empty')}
          </Box>
        }
      />
      {creating && (
        <CreateLinkModal
          onDismiss={() => setCreating(false)}
          onCreated={(link) => {
            setCreating(false);
            setFresh(link.code);
            reload();
          }}
        />
      )}
      {fresh && <LinkReadyModal code={fresh} onDismiss={() => setFresh(null)} />}
      {cancelling && (
        <ConfirmModal
          testId="link-cancel-confirm"
          header={t('myTeam.links.cancelTitle')}
          confirmText={t('myTeam.links.cancel')}
          onConfirm={async () => {
            await cancelLink(cancelling.code);
            notify.success(t('myTeam.links.cancelled'));
            reload();
          }}
          onCancel={() => setCancelling(null)}
          onDone={() => setCancelling(null)}
        >
          {t('myTeam.links.cancelText')}
        </ConfirmModal>
      )}
    </>
  );
}
