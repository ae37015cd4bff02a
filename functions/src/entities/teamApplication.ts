import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');

/** A request to join a team through a link that needs a team administrator's approval. */
export const teamApplication = new Entity(
  {
    model: { entity: 'teamApplication', version: '1', service: SERVICE },
    attributes: {
      ownerId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      memberName: { type: 'string', required: true },
      phone: { type: 'string', default: '' },
      /** The link the application came through. */
      code: { type: 'string', required: true },
      status: { type: ['pending', 'approved', 'declined'] as const, required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      application: {
        pk: { field: PRIMARY.pk, composite: ['ownerId'], template: 'TEAM#${ownerId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['userId'], template: 'APPLY#${userId}', casing: 'none' },
      },
      sentByUser: {
        index: byUser.index,
        pk: {
          field: byUser.pk,
          composite: ['userId'],
          template: 'USER#${userId}#APPLICATIONS',
          casing: 'none',
        },
        sk: { field: byUser.sk, composite: ['createTime'], template: '${createTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
