import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * How many accounts a tenant holds (not deleted), kept beside the tenant so its account limit
 * (`tenant.accountNumber`) can be enforced inside the transaction that creates a user: the count is
 * raised there with the condition `used < limit`, so concurrent sign-ups cannot pass the limit.
 * Deleting an account lowers it in the deletion's transaction. It is its own item because the tenant
 * item is written whole by the back office, which would lose a concurrent raise.
 */
export const tenantSeats = new Entity(
  {
    model: { entity: 'tenantSeats', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      used: { type: 'number', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'SEATS', casing: 'none' },
      },
    },
  },
  entityConfig,
);
