import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listParams, removeParams, type SystemParam } from '../../../../api/settings.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../../components/crud/CrudTable.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { systemKeys } from '../queries.ts';
import { paramColumns } from './columns.tsx';
import { ParamForm } from './ParamForm.tsx';

/** System parameters (spec 3 §2 generic system-parameter table): account.registerUser, account.initPassword… */
export function SystemParamsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SystemParam | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const params = usePagedQuery({
    queryKey: systemKeys.params(),
    load: ({ current, size, search }) =>
      listParams({ current, size, ...(search ? { paramKey: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = params;
  const reload = () => queryClient.invalidateQueries({ queryKey: systemKeys.params() });

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removeParams(selected.map((p) => p.id));
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('system.param.description')}>
          {t('system.param.title')}
        </Header>
      }
    >
      <CrudTable<SystemParam>
        testId="param-table"
        paged={params}
        columns={paramColumns(t)}
        trackBy="id"
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${params.total})` : `(${params.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void params.refetch()}
                />
                <Button
                  data-testid="param-delete"
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button
                  data-testid="param-edit"
                  disabled={selected.length !== 1}
                  onClick={() => setEditing(selected[0]!)}
                >
                  {t('system.param.edit')}
                </Button>
                <Button variant="primary" data-testid="param-add" onClick={() => setEditing('new')}>
                  {t('system.param.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('system.param.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={params.filter}
            filteringPlaceholder={t('system.param.search')}
            filteringAriaLabel={t('system.param.search')}
            onChange={({ detail }) => params.setFilter(detail.filteringText)}
          />
        }
      />
      {editing && (
        <ParamForm
          param={editing === 'new' ? undefined : editing}
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
    </ContentLayout>
  );
}
