import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A system parameter of a tenant (blade-system/param). Keyed by its paramKey, so a key is unique per
 * tenant by construction and the product reads a parameter with one get; a tenant holds a few dozen,
 * so lists read the tenant's partition whole.
 */
export const systemParam = new Entity(
  {
    model: { entity: 'systemParam', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      paramKey: { type: 'string', required: true },
      id: { type: 'string', required: true },
      paramName: { type: 'string', required: true },
      paramValue: { type: 'string', required: true },
      remark: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'PARAMS#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['paramKey'], template: 'PARAM#${paramKey}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
