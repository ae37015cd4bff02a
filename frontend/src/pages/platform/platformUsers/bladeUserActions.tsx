import { BladeUserSubmitBody, RegisterGuestBody } from '@loopline/shared/contracts/bladeUser';
import type { MenuButton } from '@loopline/shared/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  myButtons,
  registerGuest,
  removeBladeUsers,
  resetToInitialPassword,
  submitBladeUser,
  unlockBladeUsers,
} from '../../../api/bladeUser.ts';
import type { PlatformUserRow } from '../../../api/console.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { platformKeys } from '../queries.ts';
import { UserFormDialog } from './UserFormDialog.tsx';

/** The page buttons of the platform users page (blade-system/menu/buttons codes). */
export type UserButton = 'add' | 'guest' | 'edit' | 'delete' | 'status' | 'reset' | 'unlock';

/**
 * Which actions the signed-in administrator's role grants, to show or hide them: the server still
 * checks the API scope of every call, this only keeps buttons that would be refused off the page.
 */
export function useUserButtons() {
  const buttons = useQuery({ queryKey: platformKeys.buttons(), queryFn: myButtons });
  const granted = new Set((buttons.data ?? []).map((b: MenuButton) => b.code));
  return (button: UserButton) => granted.has(`platformUser_${button}`);
}

export type UserAction = { kind: 'unlock' | 'resetInitial' | 'remove' | 'edit'; user: PlatformUserRow };

/** The blade-user actions on one user: unlock, reset to the initial password, delete, edit. */
export function UserActionDialog({
  action,
  onClose,
  onChanged,
}: {
  action: UserAction;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { user } = action;
  if (action.kind === 'edit') {
    return (
      <UserFormDialog
        header={t('userRows.editTitle')}
        testId="edit-user"
        fields={['account', 'realName']}
        initial={{ account: user.account, realName: user.realName }}
        schema={BladeUserSubmitBody}
        bodyOf={(v) => ({ id: user.userId, account: v.account.trim(), realName: v.realName.trim() })}
        submit={submitBladeUser}
        onClose={onClose}
        onSaved={() => {
          notify.success(t('crud.updateSuccess'));
          onClose();
          void onChanged();
        }}
      />
    );
  }
  const run = {
    unlock: () => unlockBladeUsers([user.userId]),
    resetInitial: () => resetToInitialPassword([user.userId]),
    remove: () => removeBladeUsers([user.userId]),
  }[action.kind];
  const text = {
    unlock: ['userRows.unlock', 'userRows.unlockConfirm'],
    resetInitial: ['userRows.resetInitial', 'userRows.resetInitialConfirm'],
    remove: ['userRows.remove', 'userRows.removeConfirm'],
  }[action.kind] as [string, string];
  return (
    <ConfirmModal
      header={t(text[0])}
      confirmText={t('crud.confirm')}
      testId={`user-${action.kind}-confirm`}
      onCancel={onClose}
      onDone={onClose}
      onConfirm={async () => {
        const { msg } = await run();
        notify.success(msg || t('crud.updateSuccess'));
        await onChanged();
      }}
    >
      {t(text[1], { account: user.account })}
    </ConfirmModal>
  );
}

/** Opens a guest account (blade-user/register-guest): name and phone; the initial password. */
export function GuestDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <UserFormDialog
      header={t('userRows.guestTitle')}
      testId="guest-user"
      fields={['account', 'phone', 'realName']}
      schema={RegisterGuestBody}
      bodyOf={(v) => ({
        account: v.account.trim(),
        phone: v.phone.trim(),
        ...(v.realName.trim() ? { realName: v.realName.trim() } : {}),
      })}
      submit={registerGuest}
      onClose={onClose}
      onSaved={() => {
        notify.success(t('userRows.guestDone'));
        onSaved();
      }}
    />
  );
}
