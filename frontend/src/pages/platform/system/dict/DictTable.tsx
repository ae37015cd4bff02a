import type { TableProps } from '@cloudscape-design/components/table';
import { DICT_ROOT } from '@loopline/shared/contracts/settings';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictItem, type DictKind, listDicts, removeDicts } from '../../../../api/settings.ts';
import { CrudSection } from '../../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../../components/crud/CrudTable.tsx';
import { SearchFields } from '../../../../components/crud/SearchFields.tsx';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { systemKeys } from '../queries.ts';
import { DictForm } from './DictForm.tsx';

function columns(t: TFunction, items: boolean): TableProps.ColumnDefinition<DictItem>[] {
  return [
    { id: 'code', header: t('system.dict.code'), cell: (d) => d.code },
    { id: 'dictValue', header: t('system.dict.dictValue'), cell: (d) => d.dictValue, isRowHeader: true },
    ...(items ? [{ id: 'dictKey', header: t('system.dict.dictKey'), cell: (d: DictItem) => d.dictKey }] : []),
    { id: 'sort', header: t('system.dict.sort'), cell: (d) => d.sort },
    {
      id: 'isSealed',
      header: t('system.dict.isSealed'),
      cell: (d) => t(d.isSealed ? 'system.dict.sealedYes' : 'system.dict.sealedNo'),
    },
    { id: 'remark', header: t('system.dict.remark'), cell: (d) => d.remark },
  ];
}

/** Parents of a dictionary kind, or the items of one parent: search, add, edit, delete. */
export function DictTable({
  kind,
  parent,
  onPick,
}: {
  kind: DictKind;
  parent?: DictItem;
  /** Told the one selected row (or undefined), so the page can show that parent's items. */
  onPick?: (entry: DictItem | undefined) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DictItem | 'new' | null>(null);
  const parentId = parent?.id ?? DICT_ROOT;
  const paged = usePagedQuery({
    queryKey: [...systemKeys.dicts(kind), parentId],
    load: ({ current, size, search }) =>
      listDicts(kind, { current, size, parentId, ...(search ? { dictValue: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = paged;
  const picked = selected.length === 1 ? selected[0] : undefined;
  useEffect(() => onPick?.(picked), [onPick, picked]);
  const reload = () => queryClient.invalidateQueries({ queryKey: systemKeys.dicts(kind) });
  const id = parent ? 'dict-items' : 'dict-parents';

  return (
    <CrudSection<DictItem>
      title={parent ? t('system.dict.itemsOf', { name: parent.dictValue }) : t('system.dict.parents')}
      headingVariant="h2"
      refresh={false}
      testId={id}
      testIdPrefix={id}
      paged={paged}
      columns={columns(t, !!parent)}
      trackBy="id"
      filter={<SearchFields paged={paged} placeholder={t('system.dict.search')} />}
      remove={(rows) =>
        removeDicts(
          kind,
          rows.map((d) => d.id),
        )
      }
      reload={reload}
      edit={{ label: t('system.dict.edit'), onEdit: setEditing }}
      add={{ label: t(parent ? 'system.dict.addItem' : 'system.dict.add'), onAdd: () => setEditing('new') }}
    >
      {editing && (
        <DictForm
          kind={kind}
          parent={parent}
          entry={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </CrudSection>
  );
}
