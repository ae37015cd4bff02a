import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A login background of the platform (cloud/system/bg): its image lives in the files bucket. The
 * sign-in page is the same for every tenant, so the list is one platform-wide partition.
 */
export const loginBackground = new Entity(
  {
    model: { entity: 'loginBackground', version: '1', service: SERVICE },
    attributes: {
      scope: { type: 'string', required: true },
      id: { type: 'string', required: true },
      objectKey: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      size: { type: 'number', required: true },
      active: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
    },
    indexes: {
      byScope: {
        pk: { field: PRIMARY.pk, composite: ['scope'], template: 'LOGINBG#${scope}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'BG#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
