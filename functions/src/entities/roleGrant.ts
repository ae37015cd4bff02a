import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** What one role of a tenant is granted in the back office (spec 3 §3: menuIds, dataScopeIds, apiScopeIds). */
export const roleGrant = new Entity(
  {
    model: { entity: 'roleGrant', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
      menuIds: { type: 'list', items: { type: 'string' }, required: true },
      topMenuIds: { type: 'list', items: { type: 'string' }, required: true },
      dataScopeIds: { type: 'list', items: { type: 'string' }, required: true },
      apiScopeIds: { type: 'list', items: { type: 'string' }, required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byRole: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#GRANTS',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['roleId'], template: 'ROLE#${roleId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
