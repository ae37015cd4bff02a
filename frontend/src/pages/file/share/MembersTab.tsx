import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allMembers } from '../../../api/projects.ts';
import { type ShareSelection, sendToMembers } from '../../../api/share.ts';
import { useSession } from '../../../app/session.ts';
import { notify } from '../../../components/notifications/store.ts';
import { projectKeys } from '../../project/queries.ts';

/** The "send to members" tab (spec 1 §2): other members of the project, each notified (category 5). */
export function MembersTab({ selection, onClose }: { selection: ShareSelection; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.status === 'signedIn' ? session.user.userId : '';
  const query = useQuery({
    queryKey: projectKeys.allMembers(selection.projectId),
    queryFn: () => allMembers(selection.projectId),
  });
  // Unreadable: nobody to pick (the client has shown why).
  const members = query.isError ? [] : (query.data?.filter((m) => m.userId !== me && m.status === 1) ?? null);
  const [chosen, setChosen] = useState<readonly MultiselectProps.Option[]>([]);
  const [busy, setBusy] = useState(false);

  const options: MultiselectProps.Option[] = (members ?? []).map((m) => ({
    value: m.userId,
    label: m.memberName || m.account,
    description: m.memberName ? m.account : undefined,
  }));

  const send = async () => {
    setBusy(true);
    try {
      const res = await sendToMembers({ ...selection, userIds: chosen.map((o) => o.value!) });
      notify.success(res.msg);
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <FormField label={t('share.members.label')} description={t('share.members.hint')} stretch>
        <Multiselect
          selectedOptions={chosen}
          onChange={({ detail }) => setChosen(detail.selectedOptions)}
          options={options}
          filteringType="auto"
          filteringPlaceholder={t('share.members.filter')}
          placeholder={t('share.members.placeholder')}
          empty={t('share.members.empty')}
          statusType={members === null ? 'loading' : 'finished'}
          loadingText={t('share.members.loading')}
          tokenLimit={6}
          data-testid="share-members"
        />
      </FormField>
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onClose} disabled={busy}>
            {t('share.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={chosen.length === 0}
            onClick={() => void send()}
            data-testid="share-send"
          >
            {t('share.send')}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}
