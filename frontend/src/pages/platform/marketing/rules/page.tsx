import Button from '@cloudscape-design/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CouponRule, listCouponRules, removeCouponRules } from '../../../../api/marketing.ts';
import { CrudListPage } from '../../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../../components/crud/CrudTable.tsx';
import { SearchFields } from '../../../../components/crud/SearchFields.tsx';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { marketingKeys } from '../queries.ts';
import { ruleColumns } from './columns.tsx';
import { IssueDialog } from './IssueDialog.tsx';
import { RuleForm } from './RuleForm.tsx';

/** Marketing centre: coupon rules (spec 3 §2 marketing-center), with issuing. */
export function CouponRulesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CouponRule | 'new' | null>(null);
  const [issuing, setIssuing] = useState<CouponRule | null>(null);
  const rules = usePagedQuery({
    queryKey: marketingKeys.rules(),
    load: ({ current, size, search }) =>
      listCouponRules({ current, size, ...(search ? { name: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = rules;
  const reload = () => queryClient.invalidateQueries({ queryKey: marketingKeys.all() });

  return (
    <CrudListPage<CouponRule>
      title={t('marketing.rules.title')}
      description={t('marketing.rules.description')}
      testId="rule-table"
      testIdPrefix="rule"
      paged={rules}
      columns={ruleColumns(t)}
      trackBy="id"
      filter={<SearchFields paged={rules} placeholder={t('marketing.rules.search')} />}
      remove={(rows) => removeCouponRules(rows.map((r) => r.id))}
      reload={reload}
      actions={
        <Button
          data-testid="rule-issue"
          disabled={selected.length !== 1}
          onClick={() => setIssuing(selected[0]!)}
        >
          {t('marketing.issue.action')}
        </Button>
      }
      edit={{ label: t('marketing.edit'), onEdit: setEditing }}
      add={{ label: t('marketing.rule.add'), onAdd: () => setEditing('new') }}
    >
      {editing && (
        <RuleForm
          rule={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {issuing && (
        <IssueDialog rule={issuing} onClose={() => setIssuing(null)} onIssued={() => void reload()} />
      )}
    </CrudListPage>
  );
}
