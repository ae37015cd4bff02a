import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A picture captcha's answer, single use, gone after its TTL. */
export const captcha = new Entity(
  {
    model: { entity: 'captcha', version: '1', service: SERVICE },
    attributes: {
      key: { type: 'string', required: true },
      answer: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: PRIMARY.pk, composite: ['key'], template: 'CAPTCHA#${key}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'CAPTCHA', casing: 'none' },
      },
    },
  },
  entityConfig,
);
