import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CouponRule, listCouponRules, removeCouponRules } from '../../../../api/marketing.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../../components/crud/CrudTable.tsx';
import { notify } from '../../../../components/notifications/store.ts';
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
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const rules = usePagedQuery({
    queryKey: marketingKeys.rules(),
    load: ({ current, size, search }) =>
      listCouponRules({ current, size, ...(search ? { name: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = rules;
  const reload = () => queryClient.invalidateQueries({ queryKey: marketingKeys.all() });

  const remove = async () => {
    setBusy(true);
    try {
      const res = await removeCouponRules(selected.map((r) => r.id));
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
        <Header variant="h1" description={t('marketing.rules.description')}>
          {t('marketing.rules.title')}
        </Header>
      }
    >
      <CrudTable<CouponRule>
        testId="rule-table"
        paged={rules}
        columns={ruleColumns(t)}
        trackBy="id"
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${rules.total})` : `(${rules.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void rules.refetch()}
                />
                <Button
                  data-testid="rule-delete"
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button
                  data-testid="rule-edit"
                  disabled={selected.length !== 1}
                  onClick={() => setEditing(selected[0]!)}
                >
                  {t('marketing.edit')}
                </Button>
                <Button
                  data-testid="rule-issue"
                  disabled={selected.length !== 1}
                  onClick={() => setIssuing(selected[0]!)}
                >
                  {t('marketing.issue.action')}
                </Button>
                <Button variant="primary" data-testid="rule-add" onClick={() => setEditing('new')}>
                  {t('marketing.rule.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('marketing.rules.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={rules.filter}
            filteringPlaceholder={t('marketing.rules.search')}
            filteringAriaLabel={t('marketing.rules.search')}
            onChange={({ detail }) => rules.setFilter(detail.filteringText)}
          />
        }
      />
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
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
