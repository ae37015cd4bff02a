import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteMembers } from '../../../api/team.ts';
import { MemberPicker, type PickablePerson } from '../../../components/members/MemberPicker.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { addEntry, type InviteEntry, inviteItems } from '../rules.ts';
import { PhoneSearch } from './PhoneSearch.tsx';
import { UnregisteredPanel } from './UnregisteredPanel.tsx';
import { useMembershipGate } from './useMembershipGate.tsx';

type Picked = PickablePerson & { entry: InviteEntry };

/** A picked entry as the picker lists it: the account, or the phone of someone not registered. */
const asPicked = (entry: InviteEntry): Picked => ({
  id: entry.userId ?? entry.phone,
  account: entry.account ?? entry.phone,
  entry,
});

/**
 * Invite people to my team by phone (spec 2 §2 "Add-member dialog (invitation by phone)"): the
 * search runs only at exactly 11 digits; a result (or, when nobody registered the phone, the phone
 * itself) goes to the selected list, once; invite sends them all. Phones nobody registered lead to
 * the second step: a share link or an invitation text message.
 */
export function InviteModal({ onDismiss, onInvited }: { onDismiss: () => void; onInvited: () => void }) {
  const { t } = useTranslation();
  const gate = useMembershipGate();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<InviteEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [unregistered, setUnregistered] = useState<string[] | null>(null);
  const add = (entry: InviteEntry) => {
    const next = addEntry(picked, entry);
    if (next.problem === 'exists') {
      notify.warning(t('myTeam.userExists'));
      return;
    }
    setPicked(next.list);
    setText('');
  };

  const invite = async () => {
    if (picked.length === 0) {
      notify.warning(t('myTeam.message3'));
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteMembers(inviteItems(picked));
      const outcome = answer.data;
      if (outcome.invited.length > 0) notify.success(answer.msg || t('myTeam.invite.sent'));
      for (const skipped of outcome.skipped)
        notify.info(t(`myTeam.invite.skipped.${skipped.reason}`, { phone: skipped.phone }));
      onInvited();
      if (outcome.unregistered.length > 0) setUnregistered(outcome.unregistered);
      else onDismiss();
    } catch (error) {
      gate.handle(error);
    } finally {
      setBusy(false);
    }
  };

  if (unregistered) {
    return (
      <>
        <Modal
          visible
          size="medium"
          header={t('myTeam.share.title')}
          closeAriaLabel={t('projects.form.close')}
          onDismiss={onDismiss}
          data-testid="invite-unregistered"
          footer={
            <Box float="right">
              <Button variant="primary" onClick={onDismiss} data-testid="invite-unregistered-done">
                {t('myTeam.share.done')}
              </Button>
            </Box>
          }
        >
          <UnregisteredPanel phones={unregistered} onError={gate.handle} />
        </Modal>
        {gate.dialog}
      </>
    );
  }

  return (
    <>
      <Modal
        visible
        size="large"
        header={t('myTeam.invite.title')}
        closeAriaLabel={t('projects.form.close')}
        onDismiss={() => !busy && onDismiss()}
        data-testid="invite-modal"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={onDismiss} disabled={busy} data-testid="invite-cancel">
                {t('projects.form.cancel')}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={() => void invite()}
                data-testid="invite-submit"
              >
                {t('myTeam.invite.submit')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <MemberPicker<Picked>
          picked={picked.map(asPicked)}
          onDrop={(person) => setPicked((list) => list.filter((x) => (x.userId ?? x.phone) !== person.id))}
          onClear={() => setPicked([])}
          selectedTestId="invite-selected"
          pickedTestId="invite-picked"
          listClassName="ll-team-search"
          selectedTitle={t('myTeam.invite.selected', { count: picked.length })}
          describe={(person) =>
            person.entry.userId ? (
              <Box color="text-body-secondary" fontSize="body-s">
                {person.entry.phone}
              </Box>
            ) : (
              <Box color="text-status-warning" fontSize="body-s">
                {t('myTeam.invite.unregistered')}
              </Box>
            )
          }
        >
          <Input
            type="search"
            inputMode="numeric"
            value={text}
            onChange={({ detail }) => setText(detail.value)}
            placeholder={t('myTeam.invite.search')}
            ariaLabel={t('myTeam.invite.search')}
            data-testid="invite-phone"
          />
          <div className="ll-picker__list ll-team-search">
            <PhoneSearch text={text} onAdd={add} />
          </div>
        </MemberPicker>
      </Modal>
      {gate.dialog}
    </>
  );
}
