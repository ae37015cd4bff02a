import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * Reserves a user's account name, phone or e-mail within a tenant, so two sign-ups or changes racing
 * for the same value cannot both win. Account names and e-mails are reserved case-insensitively.
 */
export const userUnique = new Entity(
  {
    model: { entity: 'userUnique', version: '1', service: SERVICE },
    attributes: {
      kind: { type: ['ACCOUNT', 'PHONE', 'EMAIL'] as const, required: true },
      tenantId: { type: 'string', required: true },
      /** Account names and e-mails lower-cased by the caller (`uniqueValue`); phones as they are. */
      value: { type: 'string', required: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byValue: {
        pk: {
          field: PRIMARY.pk,
          composite: ['kind', 'tenantId', 'value'],
          template: '${kind}#${tenantId}#${value}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'UNIQUE', casing: 'none' },
      },
    },
  },
  entityConfig,
);
