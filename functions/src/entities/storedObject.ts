import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const unreferencedIndex = gsi('gsi1');

/**
 * A stored S3 object (objects/): entries reference it by id, so one object may back many entries.
 * Until its first reference it sits in the unreferenced index (a sparse index, swept when old).
 */
export const storedObject = new Entity(
  {
    model: { entity: 'object', version: '1', service: SERVICE },
    attributes: {
      objectId: { type: 'string', required: true },
      s3Key: { type: 'string', required: true },
      size: { type: 'number', required: true },
      md5: { type: 'string', required: true },
      verified: { type: 'boolean', required: true },
      actualMd5: { type: 'string' },
      refCount: { type: 'number', required: true },
      uploaderId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['objectId'], template: 'OBJECT#${objectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'OBJECT', casing: 'none' },
      },
      unreferenced: {
        index: unreferencedIndex.index,
        pk: { field: unreferencedIndex.pk, composite: [], template: 'OBJECTS#UNREFERENCED', casing: 'none' },
        sk: {
          field: unreferencedIndex.sk,
          composite: ['createdAt'],
          template: '${createdAt}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

/**
 * A transaction item adding one reference, which also takes the object out of the unreferenced
 * index. Raw because ElectroDB cannot remove an index's key fields in an update (its sparse-index
 * conditions are evaluated on the values being set, and an ADD sets none). `live` (instant upload)
 * requires an existing reference, so an object whose last reference is going is never revived.
 */
export function referenceObjectItem(objectId: string, live: boolean) {
  const { Key, TableName } = storedObject
    .get({ objectId })
    .params<{ Key: Record<string, string>; TableName: string }>();
  return {
    Update: {
      TableName,
      Key,
      UpdateExpression: 'SET refCount = refCount + :one REMOVE gsi1pk, gsi1sk',
      ConditionExpression: live ? 'refCount > :zero' : 'attribute_exists(pk)',
      ExpressionAttributeValues: live ? { ':one': 1, ':zero': 0 } : { ':one': 1 },
    },
  };
}
