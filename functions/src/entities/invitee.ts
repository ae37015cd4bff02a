import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Someone who bound an inviter's code during an activity, kept under the inviter. */
export const invitee = new Entity(
  {
    model: { entity: 'invitee', version: '1', service: SERVICE },
    attributes: {
      inviterId: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      inviteeId: { type: 'string', required: true },
      boundAt: { type: 'string', required: true },
    },
    indexes: {
      byInviter: {
        pk: { field: PRIMARY.pk, composite: ['inviterId'], template: 'USER#${inviterId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['eventId', 'inviteeId'],
          template: 'INVITEE#${eventId}#${inviteeId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
