import type { Coupon, CouponRule } from '@loopline/shared/contracts/coupon';
import type { TFunction } from 'i18next';

/** How a coupon's terms read in the tables: "¥10 off" or "15% off", its scope and its validity. */
export function couponValue(t: TFunction, c: Pick<CouponRule, 'type' | 'value'>): string {
  return c.type === 'amount'
    ? t('marketing.value.amount', { value: c.value })
    : t('marketing.value.discount', { value: c.value });
}

export function couponScope(t: TFunction, c: Pick<CouponRule, 'scope' | 'targets'>): string {
  if (c.scope === 'general') return t('marketing.scope.general');
  return c.targets.map((target) => t(`marketing.target.${target}`)).join(', ');
}

export function ruleValidity(
  t: TFunction,
  r: Pick<CouponRule, 'validityType' | 'validFrom' | 'validTo' | 'validDays'>,
) {
  return r.validityType === 'range'
    ? `${r.validFrom} – ${r.validTo}`
    : t('marketing.validity.daysAfter', { days: r.validDays });
}

export function couponValidity(c: Pick<Coupon, 'validFrom' | 'validTo'>) {
  const day = (iso: string) => new Date(iso).toLocaleDateString();
  return `${day(c.validFrom)} – ${day(c.validTo)}`;
}
