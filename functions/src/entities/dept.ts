import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A department of a tenant (blade-system/dept), a tree by parentId. Departments made before the
 * tree existed carry only a name: they read as roots ('0') with their name as full name.
 */
export const dept = new Entity(
  {
    model: { entity: 'dept', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      deptName: { type: 'string', required: true },
      parentId: { type: 'string' },
      fullName: { type: 'string' },
      sort: { type: 'number' },
      remark: { type: 'string' },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'DEPT#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
