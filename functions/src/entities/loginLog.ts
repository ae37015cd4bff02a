import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');

/** One sign-in attempt, partitioned by tenant and day for the back office, and by user when known. */
export const loginLog = new Entity(
  {
    model: { entity: 'loginLog', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      at: { type: 'string', required: true },
      /** The partition's day: YYYY-MM-DD of `at`. */
      day: { type: 'string', required: true, hidden: true },
      /** '' when the account name matched no user. */
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      grantType: { type: 'string', required: true },
      clientId: { type: 'string', required: true },
      ip: { type: 'string', required: true },
      userAgent: { type: 'string', required: true },
      result: { type: ['success', 'fail'] as const, required: true },
      reason: { type: 'string' },
      /** Epoch seconds: the table's TTL removes the record after the retention (spec 2 §9: ≥ 6 months). */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byTenantDay: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'day'],
          template: 'LOGINLOG#${tenantId}#${day}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
      },
      byUser: {
        index: byUser.index,
        // Sparse: attempts for an unknown account (userId '') stay out of the index.
        condition: (attr) => Boolean(attr.userId),
        pk: { field: byUser.pk, composite: ['userId'], template: 'USER#${userId}#LOGINS', casing: 'none' },
        sk: { field: byUser.sk, composite: ['at'], template: '${at}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
