import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * Failed sign-ins under an account name nobody holds, counted like a real account's (failures, then a
 * lock) so the answers never tell whether the account exists (issue 15). Gone after its TTL.
 */
export const signInMiss = new Entity(
  {
    model: { entity: 'signInMiss', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      /** The account name lower-cased, as account names are unique case-insensitively. */
      accountKey: { type: 'string', required: true },
      failures: { type: 'number', default: 0 },
      lockedUntil: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byAccount: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'accountKey'],
          template: 'SIGNINMISS#${tenantId}#${accountKey}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'SIGNINMISS', casing: 'none' },
      },
    },
  },
  entityConfig,
);
