import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listParams, removeParams, type SystemParam } from '../../../../api/settings.ts';
import { CrudListPage } from '../../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../../components/crud/CrudTable.tsx';
import { SearchFields } from '../../../../components/crud/SearchFields.tsx';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { systemKeys } from '../queries.ts';
import { paramColumns } from './columns.tsx';
import { ParamForm } from './ParamForm.tsx';

/** System parameters (spec 3 §2 generic system-parameter table): account.registerUser, account.initPassword… */
export function SystemParamsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SystemParam | 'new' | null>(null);
  const params = usePagedQuery({
    queryKey: systemKeys.params(),
    load: ({ current, size, search }) =>
      listParams({ current, size, ...(search ? { paramKey: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: systemKeys.params() });

  return (
    <CrudListPage<SystemParam>
      title={t('system.param.title')}
      description={t('system.param.description')}
      testId="param-table"
      testIdPrefix="param"
      paged={params}
      columns={paramColumns(t)}
      trackBy="id"
      filter={<SearchFields paged={params} placeholder={t('system.param.search')} />}
      remove={(rows) => removeParams(rows.map((p) => p.id))}
      reload={reload}
      edit={{ label: t('system.param.edit'), onEdit: setEditing }}
      add={{ label: t('system.param.add'), onAdd: () => setEditing('new') }}
    >
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
    </CrudListPage>
  );
}
