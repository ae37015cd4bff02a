import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An example file of the platform (spec 3 §6): its bytes live in the files bucket. The sample
 * project is the same for every user of every tenant, so the list is one platform-wide partition.
 */
export const exampleFile = new Entity(
  {
    model: { entity: 'exampleFile', version: '1', service: SERVICE },
    attributes: {
      scope: { type: 'string', required: true },
      id: { type: 'string', required: true },
      objectKey: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      size: { type: 'number', required: true },
      /** 0 unpublished, 1 published (shown to users). */
      publishStatus: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
    },
    indexes: {
      byScope: {
        pk: { field: PRIMARY.pk, composite: ['scope'], template: 'EXAMPLEFILE#${scope}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'FILE#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
