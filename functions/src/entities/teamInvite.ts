import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');

/** An invitation to a team (named by its owner) sent to a registered user. */
export const teamInvite = new Entity(
  {
    model: { entity: 'teamInvite', version: '1', service: SERVICE },
    attributes: {
      ownerId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      ownerAccount: { type: 'string', required: true },
      account: { type: 'string', required: true },
      phone: { type: 'string', default: '' },
      status: { type: ['pending', 'accepted', 'declined'] as const, required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      invite: {
        pk: { field: PRIMARY.pk, composite: ['ownerId'], template: 'TEAM#${ownerId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['userId'], template: 'INVITE#${userId}', casing: 'none' },
      },
      receivedByUser: {
        index: byUser.index,
        pk: {
          field: byUser.pk,
          composite: ['userId'],
          template: 'USER#${userId}#TEAMINVITES',
          casing: 'none',
        },
        sk: { field: byUser.sk, composite: ['createTime'], template: '${createTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
