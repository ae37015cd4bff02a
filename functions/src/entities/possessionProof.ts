import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A user proved they hold an object's content: they may reference it until `expiresAt`. */
export const possessionProof = new Entity(
  {
    model: { entity: 'proof', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      objectId: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byObject: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['objectId'], template: 'PROOF#${objectId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
