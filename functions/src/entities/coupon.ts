import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byTenant = gsi('gsi1');
const byHolder = gsi('gsi2');
const byRule = gsi('gsi3');

/**
 * An issued coupon: a copy of its rule's terms at issue time, who holds it and whether it was used.
 * `holder` is `USER#<userId>` once bound, or `PHONE#<tenantId>#<phone>` while it waits for someone
 * who has not registered yet; claiming rewrites it, so one index serves both lookups.
 */
export const coupon = new Entity(
  {
    model: { entity: 'coupon', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      ruleId: { type: 'string', required: true },
      holder: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      /** unbound, bound or voided (expired is read from validTo). */
      status: { type: ['unbound', 'bound', 'voided'] as const, required: true },
      used: { type: 'boolean', required: true },
      orderId: { type: 'string', required: true },
      usedTime: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** Fixed amount or discount (`type` is the table's entity tag, so the attribute has its own name). */
      couponType: { type: ['amount', 'discount'] as const, required: true },
      value: { type: 'number', required: true },
      scope: { type: ['general', 'specified'] as const, required: true },
      targets: { type: 'list', items: { type: 'string' }, required: true },
      scenario: { type: ['new', 'renew'] as const, required: true },
      validFrom: { type: 'string', required: true },
      validTo: { type: 'string', required: true },
      /** Who issued it: an administrator, or an activity (its id). */
      source: { type: 'string', required: true },
      issueTime: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'COUPON#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: {
          field: byTenant.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#COUPONS',
          casing: 'none',
        },
        sk: {
          field: byTenant.sk,
          composite: ['issueTime', 'id'],
          template: '${issueTime}#${id}',
          casing: 'none',
        },
      },
      byHolder: {
        index: byHolder.index,
        pk: { field: byHolder.pk, composite: ['holder'], template: 'COUPONS#${holder}', casing: 'none' },
        sk: {
          field: byHolder.sk,
          composite: ['issueTime', 'id'],
          template: '${issueTime}#${id}',
          casing: 'none',
        },
      },
      byRule: {
        index: byRule.index,
        pk: {
          field: byRule.pk,
          composite: ['ruleId'],
          template: 'COUPONRULE#${ruleId}#COUPONS',
          casing: 'none',
        },
        sk: {
          field: byRule.sk,
          composite: ['issueTime', 'id'],
          template: '${issueTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
