import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A project's P&ID suspect threshold (spec 3 §7 suspect and threshold): details recognised with a lower
 * confidence are flagged for review. In the project's partition, so the project's deletion takes it; a
 * drawing's own threshold is on its pidFile record.
 */
export const pidThreshold = new Entity(
  {
    model: { entity: 'pidThreshold', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      threshold: { type: 'number', required: true },
      updateUser: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byProject: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'PIDTHRESHOLD', casing: 'none' },
      },
    },
  },
  entityConfig,
);
