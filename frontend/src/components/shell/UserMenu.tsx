import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSpace } from '../../api/account.ts';
import { accountKeys, useUserSpace } from '../../app/accountQueries.ts';
import { currentClientId } from '../../app/clientId.ts';
import { lockScreen } from '../../app/lock.ts';
import { paths } from '../../app/paths.ts';
import { displayName, useSession } from '../../app/session.ts';
import { signOut } from '../../app/sessionActions.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { openFeedback } from '../feedback/index.ts';
import { UserAvatar } from '../UserAvatar.tsx';
import { DeptRoleDialog } from './DeptRoleDialog.tsx';
import { InviteCodeDialog } from './InviteCodeDialog.tsx';
import { SpaceCardModal } from './SpaceCard.tsx';
import type { ShellMode } from './TopBar.tsx';

const COLLAB_CLIENT = 'CollabCraft';
const COMPONENT_CLIENT = 'SacComponentLibrary';

/** Where the "about" documents live, per language (opened in a new tab). */
function aboutPath(doc: 'userAgreement' | 'privacyClause' | 'property', language: string): string {
  return `/${doc}-${language === 'en' ? 'en' : 'zh'}`;
}

/** The menu entries of spec 2 §2 for a client and mode. */
function userMenuItems(
  t: (key: string) => string,
  options: { mode: ShellMode; clientId: string; canBindInviteCode: boolean },
): ButtonDropdownProps.ItemOrGroup[] {
  const items: ButtonDropdownProps.ItemOrGroup[] = [];
  if (options.mode !== 'platform') items.push({ id: 'space', text: t('menu.space'), iconName: 'folder' });
  items.push({ id: 'info', text: t('menu.info'), iconName: 'user-profile' });
  items.push({ id: 'switch', text: t('menu.switch'), iconName: 'group' });
  if (options.mode !== 'platform') {
    items.push({
      id: 'activity',
      text: t('menu.activity'),
      items: [
        { id: 'activity-invite', text: t('menu.activityInvite') },
        { id: 'activity-rules', text: t('menu.activityRules') },
      ],
    });
    if (options.clientId === COLLAB_CLIENT && options.canBindInviteCode)
      items.push({ id: 'invite-code', text: t('menu.inviteCode'), iconName: 'ticket' });
    if (options.clientId === COMPONENT_CLIENT)
      items.push({ id: 'download-record', text: t('menu.downloadRecord'), iconName: 'download' });
    items.push({
      id: 'team',
      text: t('menu.team'),
      items: [
        { id: 'team-mine', text: t('menu.myTeam') },
        { id: 'team-joined', text: t('menu.joinedTeams') },
      ],
    });
    items.push({ id: 'help', text: t('menu.help'), iconName: 'support' });
  }
  items.push({
    id: 'feedback',
    text: t('menu.feedback'),
    items: [
      { id: 'feedback-submit', text: t('menu.feedbackSubmit') },
      { id: 'feedback-mine', text: t('menu.feedbackMine') },
    ],
  });
  items.push({
    id: 'about',
    text: t('menu.about'),
    items: [
      { id: 'about-userAgreement', text: t('menu.userAgreement'), external: true },
      { id: 'about-privacyClause', text: t('menu.privacyClause'), external: true },
      { id: 'about-property', text: t('menu.property'), external: true },
    ],
  });
  items.push({ id: 'lock', text: t('menu.lock'), iconName: 'lock-private' });
  items.push({ id: 'sign-out', text: t('shell.signOut'), iconName: 'undo' });
  return items;
}

/** The avatar dropdown and the dialogs it opens. */
export function UserMenu({ mode, compact = false }: { mode: ShellMode; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { user } = useSession();
  const [dialog, setDialog] = useState<'space' | 'switch' | 'invite' | null>(null);
  const clientId = currentClientId();
  const space = useUserSpace({ enabled: clientId === COLLAB_CLIENT && mode !== 'platform' });
  const canBind = space.data?.canBindInviteCode ?? false;
  const queryClient = useQueryClient();
  if (!user) return null;
  const name = displayName(user);
  const open = (path: string) => window.open(`#${path}`, '_blank', 'noopener');
  const onItem = (id: string) => {
    if (id === 'space') setDialog('space');
    else if (id === 'info') navigate(mode === 'platform' ? paths.platformInfo : paths.info);
    else if (id === 'switch') setDialog('switch');
    else if (id === 'activity-invite') navigate('/activity/invite');
    else if (id === 'activity-rules') navigate('/activity/invite?tab=rules');
    else if (id === 'invite-code') setDialog('invite');
    else if (id === 'download-record') navigate('/componentLibrary/downloadRecord');
    else if (id === 'team-mine') navigate('/myTeam/index');
    else if (id === 'team-joined') navigate('/teamJoin/index');
    else if (id === 'help') navigate('/help-center');
    else if (id === 'feedback-submit') openFeedback('submit');
    else if (id === 'feedback-mine') openFeedback('mine');
    else if (id.startsWith('about-'))
      open(aboutPath(id.slice(6) as 'userAgreement' | 'privacyClause' | 'property', currentLanguage()));
    else if (id === 'lock') {
      lockScreen();
      navigate(paths.lock);
    } else if (id === 'sign-out') void signOut();
  };
  return (
    <>
      <span className="ll-topnav__user">
        <UserAvatar id={user.avatar} name={name} size={28} testId="top-avatar" />
        <ButtonDropdown
          data-testid="user-menu"
          ariaLabel={t('shell.userMenu', { name })}
          items={userMenuItems(t, { mode, clientId, canBindInviteCode: canBind })}
          onItemClick={({ detail }) => onItem(detail.id)}
          expandToViewport
          {...(compact ? { variant: 'icon' as const, iconName: 'caret-down-filled' as const } : {})}
        >
          {compact ? undefined : name}
        </ButtonDropdown>
      </span>
      <SpaceCardModal visible={dialog === 'space'} onClose={() => setDialog(null)} />
      <DeptRoleDialog visible={dialog === 'switch'} onClose={() => setDialog(null)} />
      <InviteCodeDialog
        visible={dialog === 'invite'}
        onClose={(bound) => {
          setDialog(null);
          // Bound: the code is no longer offered.
          if (bound)
            queryClient.setQueryData<UserSpace>(accountKeys.userSpace(), (space) =>
              space ? { ...space, canBindInviteCode: false } : space,
            );
        }}
      />
    </>
  );
}
