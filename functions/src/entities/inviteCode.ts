import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Reserves an invite code for its owner (codes are upper-case; the caller normalises). */
export const inviteCode = new Entity(
  {
    model: { entity: 'inviteCode', version: '1', service: SERVICE },
    attributes: {
      code: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
    },
    indexes: {
      byCode: {
        pk: { field: PRIMARY.pk, composite: ['code'], template: 'INVITECODE#${code}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'UNIQUE', casing: 'none' },
      },
    },
  },
  entityConfig,
);
