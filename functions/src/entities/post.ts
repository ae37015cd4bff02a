import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A post (job position) of a tenant (blade-system/post); a tenant holds a few dozen, read whole. */
export const post = new Entity(
  {
    model: { entity: 'post', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      category: { type: 'number', required: true },
      postCode: { type: 'string', required: true },
      postName: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      remark: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#POSTS',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'POST#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
