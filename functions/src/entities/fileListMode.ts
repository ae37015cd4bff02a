import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** The file manager's list or thumbnail mode, one item per user. */
export const fileListMode = new Entity(
  {
    model: { entity: 'fileListMode', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      mode: { type: ['list', 'thumbnail'] as const, required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'FILE_LIST_MODE', casing: 'none' },
      },
    },
  },
  entityConfig,
);
