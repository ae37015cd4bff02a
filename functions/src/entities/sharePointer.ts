import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** The two lists of the sent-and-received tab; the box is the sort key's prefix. */
export const SHARE_BOXES = { send: 'SHARESENT', receive: 'SHARERECV' } as const;

/**
 * One line of a user's sent or received shares: a pointer to the link, newest first. Sent
 * (`SHARESENT#…`) and received (`SHARERECV#…`) pointers are one entity: they always carried the
 * same type, 'sharePointer'.
 */
export const sharePointer = new Entity(
  {
    model: { entity: 'sharePointer', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, hidden: true },
      box: { type: ['SHARESENT', 'SHARERECV'] as const, required: true, hidden: true },
      createTime: { type: 'string', required: true },
      linkId: { type: 'string', required: true },
    },
    indexes: {
      byTime: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['box', 'createTime', 'linkId'],
          template: '${box}#${createTime}#${linkId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
