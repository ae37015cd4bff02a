import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Marks a platform notice delivered to one user (with the user's notice id), so delivery happens once. */
export const platformNoticeDelivery = new Entity(
  {
    model: { entity: 'platformNoticeDelivery', version: '1', service: SERVICE },
    attributes: {
      platformNoticeId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** The user's own notice (category 19) this delivery wrote. */
      noticeId: { type: 'string', required: true },
    },
    indexes: {
      byNotice: {
        pk: {
          field: PRIMARY.pk,
          composite: ['platformNoticeId'],
          template: 'PNOTICE#${platformNoticeId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['userId'], template: 'TO#${userId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
