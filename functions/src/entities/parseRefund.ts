import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Marks a parse run whose file was deleted mid-run as refunded, so a retried stage refunds once. */
export const parseRefund = new Entity(
  {
    model: { entity: 'parseRefund', version: '1', service: SERVICE },
    attributes: {
      runId: { type: 'string', required: true },
      entryId: { type: 'string', required: true },
    },
    indexes: {
      byRun: {
        pk: { field: PRIMARY.pk, composite: ['runId'], template: 'PARSERUN#${runId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'REFUND', casing: 'none' },
      },
    },
  },
  entityConfig,
);
