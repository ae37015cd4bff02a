import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A proof-of-possession challenge for instant upload (upload/possession.ts): single use, short TTL. */
export const possessionChallenge = new Entity(
  {
    model: { entity: 'challenge', version: '1', service: SERVICE },
    attributes: {
      challengeId: { type: 'string', required: true },
      start: { type: 'number', required: true },
      end: { type: 'number', required: true },
      nonce: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      objectId: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: {
          field: PRIMARY.pk,
          composite: ['challengeId'],
          template: 'CHALLENGE#${challengeId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'CHALLENGE', casing: 'none' },
      },
    },
  },
  entityConfig,
);
