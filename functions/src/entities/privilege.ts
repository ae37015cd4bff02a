import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A membership privilege of a tenant (cloudPrivilege): one row of the membership comparison besides the
 * tiers' equities, with its limit per tier. A tenant holds tens of them, so lists take the partition whole.
 */
export const privilege = new Entity(
  {
    model: { entity: 'privilege', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      unit: { type: 'string', required: true },
      unitEn: { type: 'string', required: true },
      description: { type: 'string', required: true },
      descriptionEn: { type: 'string', required: true },
      limits: {
        type: 'map',
        required: true,
        properties: {
          nonMember: { type: 'number', required: true },
          member: { type: 'number', required: true },
          superMember: { type: 'number', required: true },
          enterpriseMember: { type: 'number', required: true },
        },
      },
      sort: { type: 'number', required: true },
      status: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'PRIVILEGE#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'PRIVILEGE#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
