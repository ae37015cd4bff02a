import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const all = gsi('gsi1');

/** A text message or e-mail that was not sent to a provider (local mode): read by the dev console and tests. */
export const outbox = new Entity(
  {
    model: { entity: 'outbox', version: '1', service: SERVICE },
    attributes: {
      target: { type: 'string', required: true },
      at: { type: 'string', required: true },
      id: { type: 'string', required: true },
      channel: { type: ['sms', 'email'] as const, required: true },
      subject: { type: 'string' },
      text: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byTarget: {
        pk: { field: PRIMARY.pk, composite: ['target'], template: 'OUTBOX#${target}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
      },
      latest: {
        index: all.index,
        pk: { field: all.pk, composite: [], template: 'OUTBOX', casing: 'none' },
        sk: { field: all.sk, composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
