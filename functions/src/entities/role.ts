import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A role of a tenant (platform administrator, user, ...). */
export const role = new Entity(
  {
    model: { entity: 'role', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      roleName: { type: 'string', required: true },
      roleAlias: { type: 'string', required: true },
      /** Order in the back office's role list (roles made before it have none: 0). */
      sort: { type: 'number' },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ROLE#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
