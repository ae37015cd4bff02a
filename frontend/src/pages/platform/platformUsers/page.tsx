import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeUserStatus,
  listPlatformUsers,
  type PlatformUserRow,
  resetUserPassword,
} from '../../../api/console.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { StatusDialog } from '../../../components/crud/StatusDialog.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { platformKeys } from '../queries.ts';
import { GuestDialog, type UserAction, UserActionDialog, useUserButtons } from './bladeUserActions.tsx';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { DetailDialog } from './DetailDialog.tsx';
import { statusLabel } from './status.ts';

/** /platform/user: platform users with search, create, detail, status and password reset (spec 3 §2–§4). */
export function PlatformUserListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [statusOf, setStatusOf] = useState<PlatformUserRow | null>(null);
  const [resetting, setResetting] = useState<PlatformUserRow | null>(null);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [guest, setGuest] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const can = useUserButtons();
  const [busy, setBusy] = useState(false);
  const users = usePagedQuery({
    queryKey: [...platformKeys.platformUsers(), status],
    load: ({ current, size, search }) =>
      listPlatformUsers({
        current,
        size,
        ...(search ? { keyword: search } : {}),
        ...(status ? { status: Number(status) as 0 | 1 | 2 } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.platformUsers() });
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const statusOptions = [
    { value: '', label: t('crud.any') },
    { value: '1', label: t('crud.statusNormal') },
    { value: '0', label: t('crud.statusDisabled') },
    { value: '2', label: t('platformUsers.deactivated') },
  ];
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('platformUsers.description')}>
          {t('platformUsers.title')}
        </Header>
      }
    >
      <CrudTable<PlatformUserRow>
        testId="platform-users-table"
        paged={users}
        trackBy="userId"
        stickyLast={1}
        header={
          <Header
            counter={`(${users.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void users.refetch()}
                />
                {can('guest') && (
                  <Button data-testid="guest-user-open" onClick={() => setGuest(true)}>
                    {t('userRows.guest')}
                  </Button>
                )}
                {can('add') && (
                  <Button variant="primary" data-testid="create-user" onClick={() => setCreating(true)}>
                    {t('platformUsers.create')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {t('platformUsers.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              filteringText={users.filter}
              filteringPlaceholder={t('platformUsers.search')}
              filteringAriaLabel={t('platformUsers.search')}
              onChange={({ detail }) => users.setFilter(detail.filteringText)}
            />
            <Select
              selectedOption={statusOptions.find((o) => o.value === status) ?? statusOptions[0]!}
              options={statusOptions}
              onChange={({ detail }) => {
                setStatus(detail.selectedOption.value ?? '');
                users.setCurrent(1);
              }}
            />
          </SpaceBetween>
        }
        columns={[
          { id: 'account', header: t('platformUsers.account'), cell: (u) => u.account },
          { id: 'realName', header: t('platformUsers.realName'), cell: (u) => u.realName || '—' },
          { id: 'phone', header: t('platformUsers.phone'), cell: (u) => u.phone || '—' },
          { id: 'email', header: t('platformUsers.email'), cell: (u) => u.email || '—' },
          { id: 'status', header: t('crud.status'), cell: (u) => t(statusLabel(u)) },
          {
            id: 'kind',
            header: t('platformUsers.kind'),
            cell: (u) => t(u.isAdmin ? 'platformUsers.admin' : 'platformUsers.user'),
          },
          { id: 'createdAt', header: t('platformUsers.createdAt'), cell: (u) => formatDateTime(u.createdAt) },
          {
            id: 'lastLoginAt',
            header: t('platformUsers.lastLogin'),
            cell: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '—'),
          },
          {
            id: 'actions',
            header: t('crud.actions'),
            minWidth: 420,
            cell: (u) => {
              const act = (kind: UserAction['kind']) => () => setAction({ kind, user: u });
              const live = u.status !== 2;
              return (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button variant="inline-link" onClick={() => setViewing(u.userId)}>
                    {t('platformUsers.detail')}
                  </Button>
                  {can('edit') && (
                    <Button variant="inline-link" disabled={!live} onClick={act('edit')}>
                      {t('userRows.edit')}
                    </Button>
                  )}
                  {can('status') && (
                    <Button
                      variant="inline-link"
                      disabled={!live}
                      data-testid={`user-status-${u.account}`}
                      onClick={() => setStatusOf(u)}
                    >
                      {t('crud.status')}
                    </Button>
                  )}
                  {can('reset') && (
                    <Button variant="inline-link" disabled={!live} onClick={() => setResetting(u)}>
                      {t('platformUsers.resetPassword')}
                    </Button>
                  )}
                  {can('reset') && (
                    <Button variant="inline-link" disabled={!live} onClick={act('resetInitial')}>
                      {t('userRows.resetInitial')}
                    </Button>
                  )}
                  {can('unlock') && (
                    <Button
                      variant="inline-link"
                      disabled={!live}
                      data-testid={`user-unlock-${u.account}`}
                      onClick={act('unlock')}
                    >
                      {t('userRows.unlock')}
                    </Button>
                  )}
                  {can('delete') && (
                    <Button variant="inline-link" disabled={!live || u.isAdmin} onClick={act('remove')}>
                      {t('userRows.remove')}
                    </Button>
                  )}
                </SpaceBetween>
              );
            },
          },
        ]}
      />
      {creating && (
        <CreateUserDialog
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void reload();
          }}
        />
      )}
      {guest && (
        <GuestDialog
          onClose={() => setGuest(false)}
          onSaved={() => {
            setGuest(false);
            void reload();
          }}
        />
      )}
      {action && <UserActionDialog action={action} onClose={() => setAction(null)} onChanged={reload} />}
      {viewing && <DetailDialog userId={viewing} onClose={() => setViewing(null)} />}
      {statusOf && (
        <StatusDialog
          initial={statusOf.status === 1 ? 1 : 0}
          busy={busy}
          onCancel={() => setStatusOf(null)}
          onConfirm={(next) =>
            void guarded(async () => {
              await changeUserStatus([statusOf.userId], next);
              notify.success(t('crud.updateSuccess'));
              setStatusOf(null);
              await reload();
            })
          }
        />
      )}
      {resetting && (
        <ConfirmModal
          header={t('platformUsers.resetPassword')}
          confirmText={t('crud.confirm')}
          onCancel={() => setResetting(null)}
          onDone={() => setResetting(null)}
          onConfirm={async () => {
            const { data } = await resetUserPassword(resetting.userId);
            setNewPassword(data.password);
          }}
        >
          {t('platformUsers.resetConfirm', { account: resetting.account })}
        </ConfirmModal>
      )}
      {newPassword && (
        <Modal
          visible
          onDismiss={() => setNewPassword(null)}
          header={t('platformUsers.resetPassword')}
          footer={
            <Box float="right">
              <Button variant="primary" onClick={() => setNewPassword(null)}>
                {t('crud.confirm')}
              </Button>
            </Box>
          }
        >
          <SpaceBetween size="s">
            <Box>{t('platformUsers.newPassword')}</Box>
            <Box variant="code" data-testid="new-password">
              {newPassword}
            </Box>
          </SpaceBetween>
        </Modal>
      )}
    </ContentLayout>
  );
}
