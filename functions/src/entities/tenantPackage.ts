import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A tenant package (blade-system/tenant-package): the back-office menus a tenant bound to it may
 * grant its roles. Platform-wide, a few dozen at most, read whole.
 */
export const tenantPackage = new Entity(
  {
    model: { entity: 'tenantPackage', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      packageName: { type: 'string', required: true },
      menuIds: { type: 'list', items: { type: 'string' }, required: true },
      remark: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'TENANTPACKAGES', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'PACKAGE#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
