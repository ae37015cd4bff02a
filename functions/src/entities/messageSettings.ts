import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A user's message settings: switched-off notice categories and the languages they read notices in. */
export const messageSettings = new Entity(
  {
    model: { entity: 'messageSettings', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      off: { type: 'list', items: { type: 'number' }, required: true },
      noticeLanguages: { type: 'list', items: { type: 'string' } },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'MESSAGE_SETTINGS', casing: 'none' },
      },
    },
  },
  entityConfig,
);
