import type { EntityConfiguration } from 'electrodb';
import { Entity } from 'electrodb';
import { CONNECTIONS_TABLE } from '../lib/db/schema.ts';
import { entityConfig, SERVICE } from './config.ts';

/** The socket connections table's entity (its own table: connections come and go at a high rate). */
const connectionsEntityConfig: EntityConfiguration = {
  ...entityConfig,
  table: process.env.CONNECTIONS_TABLE_NAME,
};

/** Key and index fields of the connections table. */
const CONNECTION_KEYS = {
  pk: CONNECTIONS_TABLE.partitionKey,
  byUser: CONNECTIONS_TABLE.indexes[0],
};

/** An open WebSocket of a signed-in user; it expires 2 hours after its last heartbeat. */
export const connection = new Entity(
  {
    model: { entity: 'connection', version: '1', service: SERVICE },
    attributes: {
      connectionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      connectedAt: { type: 'string', required: true },
      lastSeenAt: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: {
          field: CONNECTION_KEYS.pk,
          composite: ['connectionId'],
          template: '${connectionId}',
          casing: 'none',
        },
      },
      byUser: {
        index: CONNECTION_KEYS.byUser.name,
        pk: {
          field: CONNECTION_KEYS.byUser.partitionKey,
          composite: ['userId'],
          template: '${userId}',
          casing: 'none',
        },
        sk: {
          field: CONNECTION_KEYS.byUser.sortKey,
          composite: ['connectedAt'],
          template: '${connectedAt}',
          casing: 'none',
        },
      },
    },
  },
  connectionsEntityConfig,
);
