import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A tenant (spec 3 §3); its departments and roles live in the same partition. */
export const tenant = new Entity(
  {
    model: { entity: 'tenant', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      tenantName: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
    },
  },
  entityConfig,
);
