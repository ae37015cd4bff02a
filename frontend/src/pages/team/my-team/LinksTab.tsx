import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelLink,
  LINK_DAYS,
  type LinkDays,
  linkUrl,
  saveLink,
  type TeamLink,
  teamLinks,
} from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { LinkStateLabel } from '../components/StatusLabels.tsx';
import { useList } from '../components/useList.ts';
import { useMembershipGate } from '../components/useMembershipGate.tsx';
import { teamKeys } from '../queries.ts';
import { linkState } from '../rules.ts';

/** Creating a link: its expiry (1, 7, 30 days or permanent) and whether joining needs approval. */
function CreateLinkModal({
  onDismiss,
  onCreated,
}: {
  onDismiss: () => void;
  onCreated: (link: TeamLink) => void;
}) {
  const { t } = useTranslation();
  const gate = useMembershipGate();
  const [days, setDays] = useState<LinkDays>(7);
  const [needApproval, setNeedApproval] = useState(true);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const answer = await saveLink(days, needApproval);
      notify.success(t('myTeam.links.created'));
      onCreated(answer.data);
    } catch (error) {
      gate.handle(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        visible
        width={500}
        header={t('myTeam.links.createTitle')}
        closeAriaLabel={t('projects.form.close')}
        onDismiss={() => !busy && onDismiss()}
        data-testid="link-create"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={onDismiss} disabled={busy}>
                {t('projects.form.cancel')}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={() => void create()}
                data-testid="link-create-submit"
              >
                {t('myTeam.links.create')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="l">
          <FormField label={t('myTeam.links.expiry')}>
            <RadioGroup
              value={String(days)}
              onChange={({ detail }) => setDays(Number(detail.value) as LinkDays)}
              items={LINK_DAYS.map((value) => ({
                value: String(value),
                label: value === 0 ? t('myTeam.links.permanent') : t('myTeam.links.days', { count: value }),
              }))}
              data-testid="link-expiry"
            />
          </FormField>
          <FormField label={t('myTeam.links.approval')} description={t('myTeam.links.approvalHint')}>
            <Checkbox
              checked={needApproval}
              onChange={({ detail }) => setNeedApproval(detail.checked)}
              data-testid="link-approval"
            >
              {t('myTeam.links.needApproval')}
            </Checkbox>
          </FormField>
        </SpaceBetween>
      </Modal>
      {gate.dialog}
    </>
  );
}

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
        columnDefinitions={[
          {
            id: 'link',
            header: t('myTeam.links.link'),
            cell: (row) =>
              linkState(row) === 'active' ? (
                <span data-testid="link-url" data-code={row.code}>
                  <CopyToClipboard
                    variant="inline"
                    textToCopy={linkUrl(row.code)}
                    copyButtonAriaLabel={t('myTeam.share.copy')}
                    copySuccessText={t('myTeam.share.copied')}
                    copyErrorText={t('myTeam.share.copyManually')}
                  />
                </span>
              ) : (
                <Box color="text-body-secondary">{row.code}</Box>
              ),
            minWidth: 320,
          },
          {
            id: 'created',
            header: t('myTeam.links.createdAt'),
            cell: (row) => formatDateTime(row.createTime),
          },
          {
            id: 'expires',
            header: t('myTeam.links.expires'),
            cell: (row) => (row.expireTime ? formatDateTime(row.expireTime) : t('myTeam.links.permanent')),
          },
          {
            id: 'approval',
            header: t('myTeam.links.approval'),
            cell: (row) => (row.needApproval ? t('myTeam.links.approvalYes') : t('myTeam.links.approvalNo')),
          },
          {
            id: 'status',
            header: t('myTeam.column.status'),
            cell: (row) => <LinkStateLabel state={linkState(row)} />,
          },
          {
            id: 'actions',
            header: t('myTeam.column.actions'),
            cell: (row) =>
              linkState(row) === 'active' ? (
                <Button
                  variant="inline-link"
                  onClick={() => setCancelling(row)}
                  data-testid={`link-cancel-${row.code}`}
                >
                  {t('myTeam.links.cancel')}
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
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
      {fresh && (
        <Modal
          visible
          width={528}
          header={t('myTeam.links.readyTitle')}
          closeAriaLabel={t('projects.form.close')}
          onDismiss={() => setFresh(null)}
          data-testid="link-ready"
          footer={
            <Box float="right">
              <Button variant="primary" onClick={() => setFresh(null)}>
                {t('myTeam.share.done')}
              </Button>
            </Box>
          }
        >
          <SpaceBetween size="m">
            <Box variant="p">{t('myTeam.links.readyText')}</Box>
            <Box variant="code" data-testid="link-ready-url">
              {linkUrl(fresh)}
            </Box>
            <CopyToClipboard
              variant="button"
              textToCopy={linkUrl(fresh)}
              copyButtonText={t('myTeam.share.copy')}
              copySuccessText={t('myTeam.share.copied')}
              copyErrorText={t('myTeam.share.copyManually')}
            />
          </SpaceBetween>
        </Modal>
      )}
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
