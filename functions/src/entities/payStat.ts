import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * Daily recharge counters (issue 18, back office order/recharge statistics): one item per tenant,
 * day (UTC, as the other statistics) and order kind, with the number of settled orders and what was
 * paid for them in fen. Written with ADD in the same transaction that settles an order, so the
 * statistics are a key-range query of one partition and count each order exactly once.
 */
export const payStat = new Entity(
  {
    model: { entity: 'payStat', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      kind: { type: ['buy', 'renew', 'upgrade', 'storage', 'parse'] as const, required: true },
      count: { type: 'number', required: true, default: 0 },
      amountFen: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byDay: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'PAYSTATS#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['day', 'kind'], template: '${day}#${kind}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
