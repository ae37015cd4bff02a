import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Coupon } from '../../../../api/marketing.ts';
import { shortTime } from '../../../../components/crud/format.ts';
import { couponScope, couponValidity, couponValue } from '../format.ts';

const STATE_LOOK: Record<Coupon['state'], StatusIndicatorProps.Type> = {
  unbound: 'pending',
  bound: 'success',
  voided: 'stopped',
  expired: 'warning',
};

/** Issued coupons: who holds them, their binding state (unbound, bound, voided, expired) and use. */
export function couponColumns(t: TFunction): TableProps.ColumnDefinition<Coupon>[] {
  return [
    { id: 'name', header: t('marketing.col.name'), cell: (c) => c.name, isRowHeader: true },
    { id: 'holder', header: t('marketing.col.holder'), cell: (c) => c.holder },
    {
      id: 'state',
      header: t('marketing.col.state'),
      cell: (c) => (
        <StatusIndicator type={STATE_LOOK[c.state]}>{t(`marketing.state.${c.state}`)}</StatusIndicator>
      ),
    },
    {
      id: 'used',
      header: t('marketing.col.useState'),
      cell: (c) => (c.used ? t('marketing.use.used') : t('marketing.use.unused')),
    },
    { id: 'value', header: t('marketing.col.value'), cell: (c) => couponValue(t, c) },
    { id: 'scope', header: t('marketing.col.scope'), cell: (c) => couponScope(t, c) },
    {
      id: 'scenario',
      header: t('marketing.col.scenario'),
      cell: (c) => t(`marketing.scenario.${c.scenario}`),
    },
    { id: 'validity', header: t('marketing.col.validity'), cell: (c) => couponValidity(c) },
    { id: 'issueTime', header: t('marketing.col.issueTime'), cell: (c) => shortTime(c.issueTime) },
    {
      id: 'usedTime',
      header: t('marketing.col.usedTime'),
      cell: (c) => (c.usedTime ? shortTime(c.usedTime) : '—'),
    },
  ];
}
