import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  grantTopMenu,
  listTopMenus,
  type MenuNode,
  removeTopMenus,
  submitTopMenu,
  type TopMenuView,
} from '../../../api/org.ts';
import { menuLabel } from '../../../app/platformMenuTree.ts';
import { ConfirmDelete } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { platformKeys } from '../queries.ts';
import { FormModal } from './FormModal.tsx';
import { MenuChecklist } from './MenuChecklist.tsx';
import { orgKeys } from './queries.ts';

/** The top menus tab: add, edit, remove, and the menus each groups. */
export function TopMenuTab({ menus }: { menus: MenuNode[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const tops = useQuery({ queryKey: orgKeys.topMenus(), queryFn: listTopMenus });
  const [editing, setEditing] = useState<TopMenuView | 'new' | null>(null);
  const [choosing, setChoosing] = useState<TopMenuView | null>(null);
  const [deleting, setDeleting] = useState<TopMenuView | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.topMenus() });
    await queryClient.invalidateQueries({ queryKey: orgKeys.myTopMenus() });
    await queryClient.invalidateQueries({ queryKey: platformKeys.grantTree() });
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeTopMenus([deleting.id]);
      notify.success(t('crud.deleteSuccess'));
      setDeleting(null);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <Table<TopMenuView>
        data-testid="top-menu-table"
        loading={tops.isLoading}
        loadingText={t('notices.loading')}
        items={tops.data?.records ?? []}
        trackBy="id"
        header={
          <Header
            description={t('org.topMenuDescription')}
            actions={
              <Button variant="primary" onClick={() => setEditing('new')} data-testid="top-menu-add">
                {t('crud.add')}
              </Button>
            }
          >
            {t('org.topMenuTitle')}
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: t('org.menuName'), cell: (m) => menuLabel(m, i18n.language) },
          { id: 'code', header: t('org.code'), cell: (m) => m.code },
          { id: 'menus', header: t('org.topMenuCount'), cell: (m) => m.menuIds.length },
          { id: 'sort', header: t('org.sort'), cell: (m) => m.sort },
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (m) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  onClick={() => setChoosing(m)}
                  data-testid={`top-menu-choose-${m.code}`}
                >
                  {t('org.topMenuChoose')}
                </Button>
                <Button variant="inline-link" onClick={() => setEditing(m)}>
                  {t('crud.edit')}
                </Button>
                <Button variant="inline-link" onClick={() => setDeleting(m)}>
                  {t('crud.delete')}
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
        <FormModal
          title={t(current ? 'org.topMenuEdit' : 'org.topMenuAdd')}
          testId="top-menu-form"
          isNew={!current}
          initial={{
            code: current?.code ?? '',
            name: current?.name ?? '',
            nameEn: current?.nameEn ?? '',
            sort: String(current?.sort ?? 0),
          }}
          fields={[
            { key: 'code', label: t('org.code'), required: t('org.codeRequired') },
            { key: 'name', label: t('org.menuNameZh'), required: t('org.menuNameRequired') },
            { key: 'nameEn', label: t('org.menuNameEn'), required: t('org.menuNameRequired') },
            { key: 'sort', label: t('org.sort'), kind: 'number' },
          ]}
          onSubmit={(v) =>
            submitTopMenu({
              id: current?.id,
              code: v.code ?? '',
              name: v.name ?? '',
              nameEn: v.nameEn ?? '',
              sort: Number(v.sort) || 0,
            })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {choosing && (
        <MenuChecklist
          title={t('org.topMenuMenus', { name: menuLabel(choosing, i18n.language) })}
          testId="top-menu-menus"
          menus={menus}
          initial={choosing.menuIds}
          onSave={async (menuIds) => {
            await grantTopMenu({ topMenuIds: [choosing.id], menuIds });
            await reload();
          }}
          onClose={() => setChoosing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
      )}
    </>
  );
}
