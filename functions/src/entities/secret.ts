import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Key material created once per deployment (token signing key, credential RSA pair). */
export const secret = new Entity(
  {
    model: { entity: 'secret', version: '1', service: SERVICE },
    attributes: {
      name: { type: 'string', required: true },
      value: { type: 'any', required: true },
    },
    indexes: {
      byName: {
        pk: { field: PRIMARY.pk, composite: [], template: 'CONFIG', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['name'], template: '${name}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
