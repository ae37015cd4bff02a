import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** What a user opened: a project (its page) or a file (the 2D/3D viewer). */
export const ACCESS_SOURCE_TYPES = ['project', 'file'] as const;

/**
 * One access of a user to a project or a file (cloud/accesshistory), written off the request path by
 * the audit-line consumer. Partitioned by tenant, source type and day, newest last (`id` is time-sortable);
 * `expiresAt` lets the table's TTL drop it after the audit retention. Administrators list and remove
 * them; nothing else changes them.
 */
export const accessHistory = new Entity(
  {
    model: { entity: 'accessHistory', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      sourceType: { type: ACCESS_SOURCE_TYPES, required: true },
      day: { type: 'string', required: true },
      id: { type: 'string', required: true },
      sourceId: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      remoteIp: { type: 'string', required: true },
      operateSystem: { type: 'string', required: true },
      accessTime: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      bySource: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'sourceType', 'day'],
          template: 'TENANT#${tenantId}#ACCESS#${sourceType}#${day}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
