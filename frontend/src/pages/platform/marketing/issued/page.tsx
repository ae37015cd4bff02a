import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Coupon, cancelCoupon, issuedCoupons, listCouponRules } from '../../../../api/marketing.ts';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../../components/crud/CrudTable.tsx';
import { selectionAction } from '../../../../components/crud/selection.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { marketingKeys } from '../queries.ts';
import { couponColumns } from './columns.tsx';

/** Marketing centre: issued coupons, of every rule or one, and cancelling (voiding) them. */
export function IssuedCouponsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ruleId, setRuleId] = useState('');
  const rules = useQuery({
    queryKey: [...marketingKeys.rules(), 'all'],
    queryFn: () => listCouponRules({ current: 1, size: 1000 }),
  });
  const coupons = usePagedQuery({
    queryKey: [...marketingKeys.coupons(), ruleId],
    load: ({ current, size }) => issuedCoupons({ current, size, ...(ruleId ? { ruleId } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = coupons;

  const cancel = async () => {
    for (const coupon of selected) {
      const res = await cancelCoupon(coupon.id);
      notify.success(res.msg);
    }
    await queryClient.invalidateQueries({ queryKey: marketingKeys.all() });
  };

  const options = [
    { value: '', label: t('marketing.coupons.anyRule') },
    ...(rules.data?.records ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('marketing.coupons.description')}>
          {t('marketing.coupons.title')}
        </Header>
      }
    >
      <CrudTable<Coupon>
        testId="coupon-table"
        paged={coupons}
        columns={couponColumns(t)}
        trackBy="id"
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${coupons.total})` : `(${coupons.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void coupons.refetch()}
                />
                <Button
                  data-testid="coupon-cancel"
                  {...selectionAction(selected, t('crud.selectOne'))}
                  onClick={() => void cancel()}
                >
                  {t('marketing.coupons.cancel')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('marketing.coupons.title')}
          </Header>
        }
        filter={
          <Select
            data-testid="coupon-rule-filter"
            selectedOption={options.find((o) => o.value === ruleId) ?? options[0]!}
            options={options}
            onChange={({ detail }) => {
              setRuleId(detail.selectedOption.value ?? '');
              coupons.setCurrent(1);
            }}
          />
        }
      />
    </ContentLayout>
  );
}
