import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Table from '@cloudscape-design/components/table';
import type { Coupon } from '@loopline/shared/contracts/coupon';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { myCoupons } from '../../../api/payAdmin.ts';
import { couponScope, couponValidity, couponValue } from '../../platform/marketing/format.ts';
import { payKeys } from '../queries.ts';

type Show = 'usable' | 'used' | 'unusable';

/** What a held coupon is to its holder: usable now, used, or no longer usable (voided or expired). */
function standing(c: Coupon, now: number): Show {
  if (c.used) return 'used';
  if (c.state !== 'bound' || Date.parse(c.validTo) < now) return 'unusable';
  return 'usable';
}

const BADGE: Record<Show, 'green' | 'grey' | 'red'> = { usable: 'green', used: 'grey', unusable: 'red' };

/** /my-coupons: the caller's coupons with their terms, validity and state; usable ones lead to the member centre. */
export function MyCouponsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [show, setShow] = useState<Show>('usable');
  const coupons = useQuery({ queryKey: [...payKeys.all, 'myCoupons'], queryFn: myCoupons });
  const now = Date.now();
  const all = coupons.data ?? [];
  const shown = all.filter((c) => standing(c, now) === show);
  const count = (s: Show) => all.filter((c) => standing(c, now) === s).length;
  const label = (c: Coupon) => {
    const s = standing(c, now);
    if (s === 'used') return t('marketing.use.used');
    if (s === 'usable') return t('myCoupons.usable');
    return c.state === 'voided' ? t('marketing.state.voided') : t('marketing.state.expired');
  };
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('myCoupons.description')}>
          {t('myCoupons.title')}
        </Header>
      }
    >
      <Table
        data-testid="my-coupons"
        loading={coupons.isLoading}
        loadingText={t('myCoupons.loading')}
        items={shown}
        trackBy="id"
        empty={t(`myCoupons.empty.${show}`)}
        header={
          <Header
            counter={`(${shown.length})`}
            actions={
              <SegmentedControl
                data-testid="my-coupons-show"
                selectedId={show}
                onChange={({ detail }) => setShow(detail.selectedId as Show)}
                options={(['usable', 'used', 'unusable'] as const).map((id) => ({
                  id,
                  text: `${t(`myCoupons.show.${id}`)} (${count(id)})`,
                }))}
              />
            }
          >
            {t('myCoupons.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: t('marketing.col.name'), cell: (c) => c.name },
          { id: 'value', header: t('marketing.col.value'), cell: (c) => couponValue(t, c) },
          {
            id: 'scenario',
            header: t('marketing.col.scenario'),
            cell: (c) => t(`marketing.scenario.${c.scenario}`),
          },
          { id: 'scope', header: t('marketing.col.scope'), cell: (c) => couponScope(t, c) },
          { id: 'validity', header: t('myCoupons.validity'), cell: (c) => couponValidity(c) },
          {
            id: 'state',
            header: t('marketing.col.state'),
            cell: (c) => <Badge color={BADGE[standing(c, now)]}>{label(c)}</Badge>,
          },
          {
            id: 'use',
            header: t('pay.orders.actions'),
            cell: (c) =>
              standing(c, now) === 'usable' ? (
                <Button variant="inline-link" onClick={() => navigate('/member-center')}>
                  {t('myCoupons.use')}
                </Button>
              ) : null,
          },
        ]}
      />
    </ContentLayout>
  );
}
