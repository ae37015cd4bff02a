import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A sent verification code (hashed), per purpose and target; wrong tries are counted. */
export const verificationCode = new Entity(
  {
    model: { entity: 'code', version: '1', service: SERVICE },
    attributes: {
      purpose: { type: 'string', required: true },
      target: { type: 'string', required: true },
      codeHash: { type: 'string', required: true },
      sentAt: { type: 'number', required: true },
      attempts: { type: 'number', required: true, default: 0 },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byTarget: {
        pk: {
          field: PRIMARY.pk,
          composite: ['purpose', 'target'],
          template: 'CODE#${purpose}#${target}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'CODE', casing: 'none' },
      },
    },
  },
  entityConfig,
);
