import { MEMBER_TIERS } from '@loopline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPrivileges, type Privilege, removePrivileges } from '../../../api/privilege.ts';
import { CrudListPage } from '../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../components/crud/CrudTable.tsx';
import { statusColumn, statusSearchField, updateTimeColumn } from '../../../components/crud/columns.tsx';
import { SearchFields } from '../../../components/crud/SearchFields.tsx';
import { type SearchField, type SearchValues, searchQuery } from '../../../components/crud/search.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { useLimitText } from '../../../components/privilege/limitText.ts';
import { PrivilegeForm } from './PrivilegeForm.tsx';
import { privilegeKeys } from './queries.ts';

/** /platform/member-privilege: the membership privileges (cloudPrivilege), in both languages. */
export function MemberPrivilegePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const limitText = useLimitText();
  const [values, setValues] = useState<SearchValues>({});
  const fields: SearchField[] = [statusSearchField(t)];
  const filters = searchQuery(fields, values);
  const privileges = usePagedQuery({
    queryKey: [...privilegeKeys.list(), filters],
    load: ({ current, size, search }) =>
      listPrivileges({ current, size, ...filters, ...(search ? { name: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: privilegeKeys.all() });
  const en = i18n.language === 'en';

  return (
    <CrudListPage<Privilege>
      title={t('privilegeAdmin.title')}
      description={t('privilegeAdmin.description')}
      testId="privilege-table"
      testIdPrefix="privilege"
      paged={privileges}
      trackBy="id"
      filter={
        <SearchFields
          paged={privileges}
          placeholder={t('privilegeAdmin.search')}
          testId="privilege-search"
          fields={fields}
          values={values}
          onChange={setValues}
        />
      }
      columns={[
        {
          id: 'name',
          header: t('privilegeAdmin.nameColumn'),
          cell: (p) => (en ? p.nameEn : p.name),
          isRowHeader: true,
        },
        ...MEMBER_TIERS.map((tier) => ({
          id: tier,
          header: t(`privilege.tier.${tier}`),
          cell: (p: Privilege) => limitText(p.limits[tier], en ? p.unitEn : p.unit),
        })),
        { id: 'sort', header: t('privilegeAdmin.sort'), cell: (p) => p.sort },
        statusColumn(t),
        updateTimeColumn(t('privilegeAdmin.updateTime')),
      ]}
      remove={(rows) => removePrivileges(rows.map((p) => p.id))}
      reload={reload}
      form={{
        addLabel: t('privilegeAdmin.add'),
        render: (privilege, done) => <PrivilegeForm privilege={privilege} {...done} />,
      }}
    />
  );
}
