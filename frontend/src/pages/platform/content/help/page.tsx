import { HELP_AREAS, type HelpArea } from '@loopline/shared/contracts/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HelpExplain, listExplains, removeExplains } from '../../../../api/content.ts';
import { CrudListPage } from '../../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../../components/crud/CrudTable.tsx';
import { statusColumn, statusSearchField, updateTimeColumn } from '../../../../components/crud/columns.tsx';
import { SearchFields } from '../../../../components/crud/SearchFields.tsx';
import { type SearchField, type SearchValues, searchQuery } from '../../../../components/crud/search.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { contentKeys } from '../queries.ts';
import { ExplainForm } from './ExplainForm.tsx';

/**
 * /platform/help-center: the help centre's questions (cloudExplain), in both languages. With `area`, the
 * same list kept to one area under its own title (privilege-explanation, fee-rules).
 */
export function HelpContentPage({
  area,
  title,
  description,
}: {
  area?: HelpArea;
  title?: string;
  description?: string;
} = {}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SearchValues>({});
  const areaField: SearchField = {
    kind: 'select',
    key: 'area',
    label: t('helpAdmin.areaLabel'),
    options: HELP_AREAS.map((value) => ({ value, label: t(`helpAdmin.area.${value}`) })),
  };
  const fields: SearchField[] = [...(area ? [] : [areaField]), statusSearchField(t)];
  const advanced: SearchField[] = [
    {
      kind: 'dateRange',
      key: 'updated',
      label: t('helpAdmin.updateTime'),
      startKey: 'updatedFrom',
      endKey: 'updatedTo',
      noFuture: true,
    },
  ];
  const filters = { ...searchQuery([...fields, ...advanced], values), ...(area ? { area } : {}) };
  const explains = usePagedQuery({
    queryKey: [...contentKeys.explains(), filters],
    load: ({ current, size, search }) =>
      listExplains({ current, size, ...filters, ...(search ? { question: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: contentKeys.explains() });
  const en = i18n.language === 'en';

  return (
    <CrudListPage<HelpExplain>
      title={title ?? t('helpAdmin.title')}
      description={description ?? t('helpAdmin.description')}
      testId="explain-table"
      testIdPrefix="explain"
      paged={explains}
      trackBy="id"
      filter={
        <SearchFields
          paged={explains}
          placeholder={t('helpAdmin.search')}
          testId="explain-search"
          fields={fields}
          advanced={advanced}
          values={values}
          onChange={setValues}
        />
      }
      columns={[
        {
          id: 'question',
          header: t('helpAdmin.questionColumn'),
          cell: (e) => (en ? e.questionEn : e.question),
          isRowHeader: true,
        },
        ...(area
          ? []
          : [
              {
                id: 'area',
                header: t('helpAdmin.areaLabel'),
                cell: (e: HelpExplain) => t(`helpAdmin.area.${e.area}`),
              },
            ]),
        { id: 'sort', header: t('helpAdmin.sort'), cell: (e) => e.sort },
        statusColumn(t),
        updateTimeColumn(t('helpAdmin.updateTime')),
      ]}
      remove={(rows) => removeExplains(rows.map((e) => e.id))}
      reload={reload}
      form={{
        addLabel: t('helpAdmin.add'),
        render: (explain, done) => <ExplainForm explain={explain} area={area} {...done} />,
      }}
    />
  );
}
