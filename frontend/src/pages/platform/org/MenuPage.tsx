import ContentLayout from '@cloudscape-design/components/content-layout';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allMenus, type MenuNode, removeMenus, submitMenu } from '../../../api/org.ts';
import { platformMenuKey } from '../../../app/platformMenu.ts';
import { menuLabel } from '../../../app/platformMenuTree.ts';
import { platformKeys } from '../queries.ts';
import { FormModal } from './FormModal.tsx';
import { orgKeys } from './queries.ts';
import { TopMenuTab } from './TopMenuTab.tsx';
import { TreeTable } from './TreeTable.tsx';

type Editing = { menu: MenuNode | null; parentId: string } | null;

const flatten = (rows: readonly MenuNode[], depth = 0): { node: MenuNode; depth: number }[] =>
  rows.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);

/**
 * /platform/system/menu: the back office's menus as a tree (add, edit, remove, sort) and the top menus
 * that group them. Built-in menus are the SPA's pages: they can hold added menus but not change.
 */
export function PlatformMenuPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const menus = useQuery({ queryKey: orgKeys.menus(), queryFn: allMenus });
  const [editing, setEditing] = useState<Editing>(null);
  // A menu change can change every administrator's navigation and every grant dialog.
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.menus() });
    await queryClient.invalidateQueries({ queryKey: platformMenuKey });
    await queryClient.invalidateQueries({ queryKey: platformKeys.grantTree() });
  };
  const parents = [
    { value: '', label: t('org.topLevel') },
    ...flatten(menus.data ?? [])
      .filter(({ node }) => node.id !== editing?.menu?.id && !node.path)
      .map(({ node, depth }) => ({
        value: node.id,
        label: `${'— '.repeat(depth)}${menuLabel(node, i18n.language)}`,
      })),
  ];
  const tree = (
    <TreeTable<MenuNode>
      title={t('org.menuTitle')}
      description={t('org.menuDescription')}
      testId="menu-tree"
      rows={menus.data ?? []}
      loading={menus.isLoading}
      canChange={(m) => !m.builtIn}
      canAddChild={(m) => !m.path}
      columns={[
        { id: 'name', header: t('org.menuName'), cell: (m) => menuLabel(m, i18n.language) },
        { id: 'code', header: t('org.code'), cell: (m) => m.code },
        { id: 'path', header: t('org.menuPath'), cell: (m) => m.path || t('org.directory') },
        { id: 'sort', header: t('org.sort'), cell: (m) => m.sort },
      ]}
      onAdd={() => setEditing({ menu: null, parentId: '' })}
      onAddChild={(m) => setEditing({ menu: null, parentId: m.id })}
      onEdit={(m) => setEditing({ menu: m, parentId: m.parentId })}
      onRemove={async (m) => {
        await removeMenus([m.id]);
        await reload();
      }}
    />
  );
  return (
    <ContentLayout>
      <Tabs
        tabs={[
          { id: 'menus', label: t('org.menuTitle'), content: tree },
          { id: 'top', label: t('org.topMenuTitle'), content: <TopMenuTab menus={menus.data ?? []} /> },
        ]}
      />
      {editing && (
        <FormModal
          title={t(editing.menu ? 'org.menuEdit' : 'org.menuAdd')}
          testId="menu-form"
          isNew={!editing.menu}
          initial={{
            parentId: editing.parentId,
            code: editing.menu?.code ?? '',
            name: editing.menu?.name ?? '',
            nameEn: editing.menu?.nameEn ?? '',
            path: editing.menu?.path ?? '',
            sort: String(editing.menu?.sort ?? 0),
          }}
          fields={[
            { key: 'parentId', label: t('org.parentMenu'), kind: 'select', options: parents },
            { key: 'code', label: t('org.code'), required: t('org.codeRequired') },
            { key: 'name', label: t('org.menuNameZh'), required: t('org.menuNameRequired') },
            { key: 'nameEn', label: t('org.menuNameEn'), required: t('org.menuNameRequired') },
            { key: 'path', label: t('org.menuPathHint') },
            { key: 'sort', label: t('org.sort'), kind: 'number' },
          ]}
          onSubmit={(v) =>
            submitMenu({
              id: editing.menu?.id,
              parentId: v.parentId || undefined,
              code: v.code ?? '',
              name: v.name ?? '',
              nameEn: v.nameEn ?? '',
              path: v.path ?? '',
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
    </ContentLayout>
  );
}
