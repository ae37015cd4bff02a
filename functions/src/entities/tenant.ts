import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const registry = gsi('gsi1');

/**
 * A tenant (spec 3 §3): the isolation boundary every record carries (`tenantId`); its departments
 * and roles live in the same partition. The back-office fields (contact, limits, expiry, package,
 * status) came with the tenant screens; tenants made before them carry none and read as normal and
 * unlimited. Every tenant is listed in one registry partition (gsi1 `TENANTS`); items are only ever
 * written whole (create / put), so the registry keys are always written with them.
 */
export const tenant = new Entity(
  {
    model: { entity: 'tenant', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      tenantName: { type: 'string', required: true },
      linkman: { type: 'string' },
      contactNumber: { type: 'string' },
      address: { type: 'string' },
      domain: { type: 'string' },
      /** The most users it may hold; -1 (or none) is no limit. */
      accountNumber: { type: 'number' },
      /** YYYY-MM-DD, the last day it may be used; '' (or none) never expires. */
      expireTime: { type: 'string' },
      packageId: { type: 'string' },
      /** 1 normal, 0 disabled; none is normal. */
      status: { type: 'number' },
      createTime: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      registry: {
        index: registry.index,
        pk: { field: registry.pk, composite: [], template: 'TENANTS', casing: 'none' },
        sk: { field: registry.sk, composite: ['tenantId'], template: '${tenantId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
