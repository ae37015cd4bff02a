import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantRole, grantTree, type MenuNode, type RoleView, roleGrantKeys } from '../../../api/console.ts';
import { platformMenuKey } from '../../../app/platformMenu.ts';
import { menuLabel } from '../../../app/platformMenuTree.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { orgKeys } from '../org/queries.ts';
import { platformKeys } from '../queries.ts';

/** One column of plain grants (API scopes, top menus, data scopes): a checkbox each. */
function ChoiceList({
  title,
  prefix,
  options,
  chosen,
  onChange,
}: {
  title: string;
  prefix: string;
  options: { id: string; title: string; titleEn: string }[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <SpaceBetween size="xs">
      <Box variant="h4">{title}</Box>
      {options.length === 0 && <Box color="text-body-secondary">—</Box>}
      {options.map((option) => (
        <Checkbox
          key={option.id}
          data-testid={`${prefix}-${option.id}`}
          checked={chosen.has(option.id)}
          onChange={({ detail }) => {
            const next = new Set(chosen);
            detail.checked ? next.add(option.id) : next.delete(option.id);
            onChange(next);
          }}
        >
          {i18n.language.startsWith('en') ? option.titleEn : option.title}
        </Checkbox>
      ))}
    </SpaceBetween>
  );
}

/** Every id of a menu and the menus below it. */
const idsOf = (node: MenuNode): string[] => [node.id, ...node.children.flatMap(idsOf)];

/** The grants of one role: menus (a directory checks or clears everything under it), API scopes, top menus and data scopes. */
export function GrantDialog({ role, onClose }: { role: RoleView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: platformKeys.grantTree(), queryFn: grantTree });
  const keys = useQuery({
    queryKey: platformKeys.roleGrants(role.id),
    queryFn: () => roleGrantKeys(role.id),
  });
  const [menus, setMenus] = useState<Set<string> | null>(null);
  const [scopes, setScopes] = useState<Set<string> | null>(null);
  const [topMenus, setTopMenus] = useState<Set<string> | null>(null);
  const [dataScopes, setDataScopes] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const menuSet = menus ?? new Set(keys.data?.menu ?? []);
  const scopeSet = scopes ?? new Set(keys.data?.apiScope ?? []);
  const topMenuSet = topMenus ?? new Set(keys.data?.topMenu ?? []);
  const dataScopeSet = dataScopes ?? new Set(keys.data?.dataScope ?? []);

  const toggle = (set: Set<string>, ids: string[], on: boolean) => {
    const next = new Set(set);
    for (const id of ids) on ? next.add(id) : next.delete(id);
    return next;
  };
  const save = async () => {
    setBusy(true);
    try {
      await grantRole({
        roleIds: [role.id],
        menuIds: [...menuSet],
        apiScopeIds: [...scopeSet],
        topMenuIds: [...topMenuSet],
        dataScopeIds: [...dataScopeSet],
      });
      notify.success(t('crud.updateSuccess'));
      await queryClient.invalidateQueries({ queryKey: platformKeys.roleGrants(role.id) });
      await queryClient.invalidateQueries({ queryKey: platformMenuKey });
      await queryClient.invalidateQueries({ queryKey: orgKeys.myTopMenus() });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const renderMenu = (node: MenuNode, depth: number) => (
    <div key={node.id} style={{ paddingInlineStart: depth * 20 }}>
      <Checkbox
        data-testid={`grant-menu-${node.code}`}
        checked={idsOf(node).every((id) => menuSet.has(id))}
        indeterminate={
          !idsOf(node).every((id) => menuSet.has(id)) && idsOf(node).some((id) => menuSet.has(id))
        }
        onChange={({ detail }) => setMenus(toggle(menuSet, idsOf(node), detail.checked))}
      >
        {menuLabel(node, i18n.language)}
      </Checkbox>
      {node.children.map((child) => renderMenu(child, depth + 1))}
    </div>
  );
  const loading = tree.isLoading || keys.isLoading;
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('roles.grantTitle', { name: role.roleName })}
      data-testid="grant-dialog"
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={save}
          busy={busy}
          disabled={loading}
          testId="grant-save"
        />
      }
    >
      {loading ? (
        <Spinner />
      ) : (
        <ColumnLayout columns={2}>
          <SpaceBetween size="xs">
            <Box variant="h4">{t('roles.menus')}</Box>
            {(tree.data?.menu ?? []).map((node) => renderMenu(node, 0))}
          </SpaceBetween>
          <SpaceBetween size="m">
            <ChoiceList
              title={t('roles.apiScopes')}
              prefix="grant-scope"
              options={tree.data?.apiScope ?? []}
              chosen={scopeSet}
              onChange={setScopes}
            />
            <ChoiceList
              title={t('org.roleTopMenus')}
              prefix="grant-top"
              options={tree.data?.topMenu ?? []}
              chosen={topMenuSet}
              onChange={setTopMenus}
            />
            <ChoiceList
              title={t('org.roleDataScopes')}
              prefix="grant-data"
              options={tree.data?.dataScope ?? []}
              chosen={dataScopeSet}
              onChange={setDataScopes}
            />
          </SpaceBetween>
        </ColumnLayout>
      )}
    </Modal>
  );
}
