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
      /** The S3 key of the bytes (the stored object's, for a file uploaded by parts). */
      objectKey: { type: 'string', required: true },
      /** The stored object (objects/) it references when uploaded by parts; absent: its own key. */
      objectId: { type: 'string' },
      fileName: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      size: { type: 'number', required: true },
      /** 0 unpublished, 1 published (shown to users). */
      publishStatus: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
      /** Parse state as on entries (MODEL_STATE); absent on files stored before parsing existed. */
      isModel: { type: 'string' },
      parseProgress: { type: 'number' },
      parseStage: { type: 'string' },
      parseRunId: { type: 'string' },
      parseMessageKey: { type: 'string' },
      /** The parsed model's GLB and element tree (model/ Derivative). */
      derivative: { type: 'any' },
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
