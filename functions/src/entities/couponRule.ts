import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byTenant = gsi('gsi1');

/**
 * A coupon rule (spec 3 §3 "Coupon"): the terms its coupons carry and how many times its coupons can
 * be used in all (`count`); `usedCount` only grows by a conditional write that keeps it within `count`.
 */
export const couponRule = new Entity(
  {
    model: { entity: 'couponRule', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** Fixed amount or discount (`type` is the table's entity tag, so the attribute has its own name). */
      couponType: { type: ['amount', 'discount'] as const, required: true },
      value: { type: 'number', required: true },
      scope: { type: ['general', 'specified'] as const, required: true },
      targets: { type: 'list', items: { type: 'string' }, required: true },
      scenario: { type: ['new', 'renew'] as const, required: true },
      validityType: { type: ['range', 'days'] as const, required: true },
      /** Range validity: the first and last day (YYYY-MM-DD, China time); '' for day-count validity. */
      validFrom: { type: 'string', required: true },
      validTo: { type: 'string', required: true },
      validDays: { type: 'number', required: true },
      count: { type: 'number', required: true },
      issuedCount: { type: 'number', required: true },
      usedCount: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'COUPONRULE#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: {
          field: byTenant.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#COUPONRULES',
          casing: 'none',
        },
        sk: { field: byTenant.sk, composite: ['createTime'], template: '${createTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
