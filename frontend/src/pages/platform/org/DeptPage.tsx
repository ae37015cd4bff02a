import ContentLayout from '@cloudscape-design/components/content-layout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeptNode, deptTree, removeDepts, submitDept } from '../../../api/org.ts';
import { FormModal } from './FormModal.tsx';
import { orgKeys } from './queries.ts';
import { TreeTable } from './TreeTable.tsx';

type Editing = { dept: DeptNode | null; parentId: string } | null;

/** Every department of a tree, flattened, for the parent picker. */
const flatten = (rows: readonly DeptNode[], depth = 0): { node: DeptNode; depth: number }[] =>
  rows.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);

/** /platform/system/dept: the tenant's departments as a tree (blade-system/dept). */
export function PlatformDeptPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: orgKeys.depts(), queryFn: deptTree });
  const [editing, setEditing] = useState<Editing>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: orgKeys.depts() });
  const parents = [
    { value: '0', label: t('org.topLevel') },
    ...flatten(tree.data ?? [])
      .filter(({ node }) => node.id !== editing?.dept?.id)
      .map(({ node, depth }) => ({ value: node.id, label: `${'— '.repeat(depth)}${node.deptName}` })),
  ];
  return (
    <ContentLayout>
      <TreeTable<DeptNode>
        title={t('org.deptTitle')}
        description={t('org.deptDescription')}
        testId="dept-tree"
        rows={tree.data ?? []}
        loading={tree.isLoading}
        canChange={(d) => !d.builtIn}
        columns={[
          { id: 'deptName', header: t('org.deptName'), cell: (d) => d.deptName },
          { id: 'fullName', header: t('org.fullName'), cell: (d) => d.fullName },
          { id: 'sort', header: t('org.sort'), cell: (d) => d.sort },
          { id: 'remark', header: t('org.remark'), cell: (d) => d.remark },
        ]}
        onAdd={() => setEditing({ dept: null, parentId: '0' })}
        onAddChild={(d) => setEditing({ dept: null, parentId: d.id })}
        onEdit={(d) => setEditing({ dept: d, parentId: d.parentId })}
        onRemove={async (d) => {
          await removeDepts([d.id]);
          await reload();
        }}
      />
      {editing && (
        <FormModal
          title={t(editing.dept ? 'org.deptEdit' : 'org.deptAdd')}
          testId="dept-form"
          isNew={!editing.dept}
          initial={{
            parentId: editing.parentId,
            deptName: editing.dept?.deptName ?? '',
            fullName: editing.dept?.fullName ?? '',
            sort: String(editing.dept?.sort ?? 0),
            remark: editing.dept?.remark ?? '',
          }}
          fields={[
            { key: 'parentId', label: t('org.parentDept'), kind: 'select', options: parents },
            { key: 'deptName', label: t('org.deptName'), required: t('org.deptNameRequired') },
            { key: 'fullName', label: t('org.fullName'), required: t('org.fullNameRequired') },
            { key: 'sort', label: t('org.sort'), kind: 'number' },
            { key: 'remark', label: t('org.remark') },
          ]}
          onSubmit={(v) =>
            submitDept({
              id: editing.dept?.id,
              parentId: v.parentId ?? '0',
              deptName: v.deptName ?? '',
              fullName: v.fullName ?? '',
              sort: Number(v.sort) || 0,
              remark: v.remark ?? '',
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
