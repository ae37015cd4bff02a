import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** One saved preference of a user (eip-preferences), its value kept as JSON text. */
export const userPreference = new Entity(
  {
    model: { entity: 'userPreference', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      key: { type: 'string', required: true },
      value: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['key'], template: 'PREF#${key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
