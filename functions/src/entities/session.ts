import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';
import { keyReader } from './keyReader.ts';

/** A signed-in device: one refresh-token family, expiring with its refresh token. */
export const session = new Entity(
  {
    model: { entity: 'session', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      clientId: { type: 'string', required: true },
      deptId: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
      ip: { type: 'string', required: true },
      userAgent: { type: 'string', required: true },
      lang: { type: ['zh', 'en'] as const, required: true },
      createdAt: { type: 'string', required: true },
      lastSeenAt: { type: 'string', required: true },
      refreshJti: { type: 'string', required: true },
      status: { type: ['active', 'revoked'] as const, required: true },
      revokedReason: { type: 'string' },
      revokedAt: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['sessionId'], template: 'SESSION#${sessionId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/**
 * One session by its key, read raw (keyReader.ts): the authorizer reads it on every request, where
 * ElectroDB's own get costs about a tenth of the request's CPU. Same record as `session.get(key).go()`.
 */
export const readSession = keyReader(session);
