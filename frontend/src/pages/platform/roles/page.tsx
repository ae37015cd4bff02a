import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRoles, type RoleView, removeRoles } from '../../../api/console.ts';
import { ConfirmDelete } from '../../../components/crud/CrudTable.tsx';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { platformKeys } from '../queries.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { GrantDialog } from './GrantDialog.tsx';
import { RoleForm } from './RoleForm.tsx';

/** /platform/system/role: roles, their menu and API-scope grants, and who holds them (spec 3 §6). */
export function PlatformRolesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useQuery({ queryKey: platformKeys.roles(), queryFn: listRoles });
  const [selected, setSelected] = useState<RoleView[]>([]);
  const [editing, setEditing] = useState<RoleView | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleView | null>(null);
  const [assigning, setAssigning] = useState<RoleView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.roles() });
  const remove = async () => {
    setBusy(true);
    try {
      await removeRoles(selected.map((r) => r.id));
      notify.success(t('crud.deleteSuccess'));
      setDeleting(false);
      setSelected([]);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const kind = (r: RoleView) =>
    r.superRole ? t('roles.super') : r.builtIn ? t('roles.builtIn') : t('roles.custom');
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('roles.description')}>
          {t('roles.title')}
        </Header>
      }
    >
      <Table<RoleView>
        data-testid="roles-table"
        variant="full-page"
        loading={roles.isLoading}
        loadingText={t('notices.loading')}
        items={roles.data ?? []}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        isItemDisabled={(r) => r.builtIn}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: t('crud.selectRow'),
          allItemsSelectionLabel: () => t('crud.selectAll'),
          itemSelectionLabel: () => t('crud.selectRow'),
        }}
        header={
          <Header
            counter={`(${roles.data?.length ?? 0})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void roles.refetch()}
                />
                <Button {...selectionAction(selected, t('crud.selectOne'))} onClick={() => setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button variant="primary" onClick={() => setEditing('new')} data-testid="role-add">
                  {t('crud.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('roles.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'roleName', header: t('roles.name'), cell: (r) => r.roleName },
          { id: 'roleAlias', header: t('roles.alias'), cell: (r) => r.roleAlias },
          { id: 'kind', header: t('roles.kind'), cell: kind },
          { id: 'sort', header: t('roles.sort'), cell: (r) => r.sort },
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (r) =>
              r.builtIn ? (
                <Box color="text-body-secondary">—</Box>
              ) : (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    onClick={() => setGranting(r)}
                    data-testid={`role-grant-${r.roleAlias}`}
                  >
                    {t('roles.grant')}
                  </Button>
                  <Button variant="inline-link" onClick={() => setEditing(r)}>
                    {t('crud.edit')}
                  </Button>
                  <Button variant="inline-link" onClick={() => setAssigning(r)}>
                    {t('roles.assign')}
                  </Button>
                </SpaceBetween>
              ),
          },
        ]}
        empty={
          <Box textAlign="center" color="inherit" padding="l">
            {t('crud.empty')}
          </Box>
        }
      />
      {editing && (
        <RoleForm
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {granting && <GrantDialog role={granting} onClose={() => setGranting(null)} />}
      {assigning && <AssignDialog role={assigning} onClose={() => setAssigning(null)} />}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
