import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * One state-changing call (spec 3 §3 operation log), written by the request pipeline. Partitioned by
 * tenant and day, newest last; `expiresAt` (epoch seconds) lets the table's TTL drop it after the
 * retention (spec 2 §9: at least six months). No route updates or deletes these items.
 */
export const operationLog = new Entity(
  {
    model: { entity: 'operationLog', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      id: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      remoteIp: { type: 'string', required: true },
      operateSystem: { type: 'string', required: true },
      operaModule: { type: 'string', required: true },
      /** METHOD /api/path of the route. */
      operaRoute: { type: 'string', required: true },
      operaContent: { type: 'string', required: true },
      status: { type: 'number', required: true },
      startTime: { type: 'string', required: true },
      endTime: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'day'],
          template: 'TENANT#${tenantId}#OPLOG#${day}',
          casing: 'none',
        },
        sk: {
          field: PRIMARY.sk,
          composite: ['startTime', 'id'],
          template: '${startTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

/** Per day counters of the operation log (calls per account and per module), for the top lists. */
export const operationCount = new Entity(
  {
    model: { entity: 'operationCount', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      kind: { type: ['user', 'module'] as const, required: true },
      key: { type: 'string', required: true },
      count: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'day'],
          template: 'TENANT#${tenantId}#OPCOUNT#${day}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['kind', 'key'], template: '${kind}#${key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
