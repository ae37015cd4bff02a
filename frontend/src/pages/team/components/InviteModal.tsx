import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { findByPhone, inviteMembers, type PhoneMatch } from '../../../api/team.ts';
import { notify } from '../../../components/notifications/store.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { addEntry, type InviteEntry, inviteItems, isPhone, searchablePhone } from '../rules.ts';
import { UnregisteredPanel } from './UnregisteredPanel.tsx';
import { useMembershipGate } from './useMembershipGate.tsx';

type Search =
  | { status: 'idle' }
  | { status: 'searching'; phone: string }
  | { status: 'found'; phone: string; match: PhoneMatch }
  | { status: 'none'; phone: string }
  | { status: 'error'; phone: string; message: string };

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
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [picked, setPicked] = useState<InviteEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [unregistered, setUnregistered] = useState<string[] | null>(null);
  const phone = searchablePhone(text);

  useEffect(() => {
    if (!phone) {
      setSearch({ status: 'idle' });
      return;
    }
    let live = true;
    setSearch({ status: 'searching', phone });
    findByPhone(phone)
      .then((match) => {
        if (live) setSearch(match ? { status: 'found', phone, match } : { status: 'none', phone });
      })
      .catch((error: unknown) => {
        if (live)
          setSearch({ status: 'error', phone, message: isApiError(error) ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [phone]);

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

  const result = () => {
    if (!text.trim())
      return (
        <Box color="text-body-secondary" padding="s">
          {t('myTeam.invite.hint')}
        </Box>
      );
    if (!phone)
      return (
        <Box color="text-body-secondary" padding="s" data-testid="invite-search-waiting">
          {t('myTeam.invite.typeMore')}
        </Box>
      );
    if (search.status === 'searching' || search.status === 'idle') return <Spinner />;
    if (search.status === 'error')
      return (
        <Box color="text-status-error" padding="s" data-testid="invite-search-error">
          {search.message}
        </Box>
      );
    if (search.status === 'none')
      return (
        <div className="ll-picker__row" data-testid="invite-search-none">
          <SpaceBetween size="xxs">
            <span>{search.phone}</span>
            <Box color="text-body-secondary" fontSize="body-s">
              {t('myTeam.nonExistent')}
            </Box>
          </SpaceBetween>
          <Button
            variant="inline-link"
            iconName="add-plus"
            disabled={!isPhone(search.phone)}
            onClick={() => add({ phone: search.phone })}
            data-testid="invite-add-unregistered"
          >
            {t('myTeam.invite.addUnregistered')}
          </Button>
        </div>
      );
    const { match } = search;
    return (
      <div className="ll-picker__row" data-testid="invite-search-result">
        <span className="ll-team-person">
          <UserAvatar id={match.avatar} name={match.memberName || match.account} size={28} />
          <span>
            {match.account}
            {match.memberName && match.memberName !== match.account && (
              <Box variant="span" color="text-body-secondary">{` · ${match.memberName}`}</Box>
            )}
            <Box color="text-body-secondary" fontSize="body-s">
              {match.phone}
            </Box>
          </span>
        </span>
        {match.inTeam ? (
          <Badge color="grey">{t('myTeam.invite.inTeam')}</Badge>
        ) : (
          <Button
            variant="inline-link"
            iconName="add-plus"
            onClick={() =>
              add({
                phone: match.phone,
                userId: match.id,
                account: match.account,
                memberName: match.memberName,
              })
            }
            data-testid="invite-add"
          >
            {t('myTeam.invite.add')}
          </Button>
        )}
      </div>
    );
  };

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
        <Grid gridDefinition={[{ colspan: { default: 12, xs: 7 } }, { colspan: { default: 12, xs: 5 } }]}>
          <div className="ll-picker">
            <SpaceBetween size="s">
              <Input
                type="search"
                inputMode="numeric"
                value={text}
                onChange={({ detail }) => setText(detail.value)}
                placeholder={t('myTeam.invite.search')}
                ariaLabel={t('myTeam.invite.search')}
                data-testid="invite-phone"
              />
              <div className="ll-picker__list ll-team-search">{result()}</div>
            </SpaceBetween>
          </div>
          <div className="ll-picker">
            <SpaceBetween size="s">
              <div className="ll-picker__bar">
                <Box variant="h4">{t('myTeam.invite.selected', { count: picked.length })}</Box>
                <Button variant="inline-link" disabled={picked.length === 0} onClick={() => setPicked([])}>
                  {t('projectAddMembers.removeAll')}
                </Button>
              </div>
              <div className="ll-picker__list ll-team-search" data-testid="invite-selected">
                {picked.length === 0 && (
                  <Box color="text-body-secondary" padding="s">
                    {t('projectAddMembers.noneSelected')}
                  </Box>
                )}
                {picked.map((entry) => {
                  const label = entry.account ?? entry.phone;
                  return (
                    <div
                      key={entry.userId ?? entry.phone}
                      className="ll-picker__row"
                      data-testid="invite-picked"
                    >
                      <span>
                        {label}
                        {entry.userId ? (
                          <Box color="text-body-secondary" fontSize="body-s">
                            {entry.phone}
                          </Box>
                        ) : (
                          <Box color="text-status-warning" fontSize="body-s">
                            {t('myTeam.invite.unregistered')}
                          </Box>
                        )}
                      </span>
                      <Button
                        variant="icon"
                        iconName="close"
                        ariaLabel={t('projectAddMembers.remove', { account: label })}
                        onClick={() =>
                          setPicked((list) =>
                            list.filter((x) => (x.userId ?? x.phone) !== (entry.userId ?? entry.phone)),
                          )
                        }
                      />
                    </div>
                  );
                })}
              </div>
            </SpaceBetween>
          </div>
        </Grid>
      </Modal>
      {gate.dialog}
    </>
  );
}
