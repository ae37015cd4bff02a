import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A reply template of a tenant's administrators. */
export const feedbackTemplate = new Entity(
  {
    model: { entity: 'feedbackTemplate', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      content: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'FBTEMPLATES#${tenantId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'TEMPLATE#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
