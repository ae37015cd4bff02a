import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { CouponRule } from '../../../../api/marketing.ts';
import { shortTime } from '../../../../components/crud/format.ts';
import { couponScope, couponValue, ruleValidity } from '../format.ts';

/** The rule table: terms, validity, and how many were issued and used of the count. */
export function ruleColumns(t: TFunction): TableProps.ColumnDefinition<CouponRule>[] {
  return [
    { id: 'name', header: t('marketing.col.name'), cell: (r) => r.name, isRowHeader: true },
    { id: 'value', header: t('marketing.col.value'), cell: (r) => couponValue(t, r) },
    { id: 'scope', header: t('marketing.col.scope'), cell: (r) => couponScope(t, r) },
    {
      id: 'scenario',
      header: t('marketing.col.scenario'),
      cell: (r) => t(`marketing.scenario.${r.scenario}`),
    },
    { id: 'validity', header: t('marketing.col.validity'), cell: (r) => ruleValidity(t, r) },
    { id: 'count', header: t('marketing.col.count'), cell: (r) => r.count },
    { id: 'issued', header: t('marketing.col.issued'), cell: (r) => r.issuedCount },
    { id: 'used', header: t('marketing.col.used'), cell: (r) => r.usedCount },
    { id: 'createTime', header: t('marketing.col.createTime'), cell: (r) => shortTime(r.createTime) },
  ];
}
