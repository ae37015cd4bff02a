import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { DICT_ROOT } from '@loopline/shared/contracts/settings';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictItem, type DictKind, listDicts, removeDicts } from '../../../../api/settings.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../../components/crud/CrudTable.tsx';
import { notify } from '../../../../components/notifications/store.ts';
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
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
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

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removeDicts(
        kind,
        selected.map((d) => d.id),
      );
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CrudTable<DictItem>
        testId={id}
        paged={paged}
        columns={columns(t, !!parent)}
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={selected.length ? `(${selected.length}/${paged.total})` : `(${paged.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  data-testid={`${id}-delete`}
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button
                  data-testid={`${id}-edit`}
                  disabled={selected.length !== 1}
                  onClick={() => setEditing(selected[0]!)}
                >
                  {t('system.dict.edit')}
                </Button>
                <Button variant="primary" data-testid={`${id}-add`} onClick={() => setEditing('new')}>
                  {t(parent ? 'system.dict.addItem' : 'system.dict.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {parent ? t('system.dict.itemsOf', { name: parent.dictValue }) : t('system.dict.parents')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={paged.filter}
            filteringPlaceholder={t('system.dict.search')}
            filteringAriaLabel={t('system.dict.search')}
            onChange={({ detail }) => paged.setFilter(detail.filteringText)}
          />
        }
      />
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
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </>
  );
}
