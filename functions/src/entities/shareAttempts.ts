import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Wrong extraction codes of a link, per address (`IP#…`) and in all (`ALL`), in a TTL'd window. */
export const shareAttempts = new Entity(
  {
    model: { entity: 'shareAttempts', version: '1', service: SERVICE },
    attributes: {
      linkId: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      count: { type: 'number', default: 0 },
      expiresAt: { type: 'number' },
    },
    indexes: {
      byScope: {
        pk: { field: PRIMARY.pk, composite: ['linkId'], template: 'SHARELINK#${linkId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['scope'], template: 'TRY#${scope}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
