import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_DAYS, type LinkDays, linkUrl, saveLink, type TeamLink } from '../../../api/team.ts';
import { notify } from '../../../components/notifications/store.ts';
import { useMembershipGate } from '../components/useMembershipGate.tsx';

/** Creating a link: its expiry (1, 7, 30 days or permanent) and whether joining needs approval. */
export function CreateLinkModal({
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

/** A new link, ready to copy. */
export function LinkReadyModal({ code, onDismiss }: { code: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      width={528}
      header={t('myTeam.links.readyTitle')}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={onDismiss}
      data-testid="link-ready"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {t('myTeam.share.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('myTeam.links.readyText')}</Box>
        <Box variant="code" data-testid="link-ready-url">
          {linkUrl(code)}
        </Box>
        <CopyToClipboard
          variant="button"
          textToCopy={linkUrl(code)}
          copyButtonText={t('myTeam.share.copy')}
          copySuccessText={t('myTeam.share.copied')}
          copyErrorText={t('myTeam.share.copyManually')}
        />
      </SpaceBetween>
    </Modal>
  );
}
