import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** An uploaded profile picture; its bytes are in the files bucket under `s3Key`. */
export const avatar = new Entity(
  {
    model: { entity: 'avatar', version: '1', service: SERVICE },
    attributes: {
      avatarId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      s3Key: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      size: { type: 'number', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['avatarId'], template: 'AVATAR#${avatarId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
    },
  },
  entityConfig,
);
