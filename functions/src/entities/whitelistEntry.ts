import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A whitelisted phone number or prefix of a tenant. Keyed by the phone, so an entry is unique by
 * construction; the list is read whole (it is short) and cached by the code senders.
 */
export const whitelistEntry = new Entity(
  {
    model: { entity: 'whitelistEntry', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      id: { type: 'string', required: true },
      remark: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'WHITELIST#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['phone'], template: 'PHONE#${phone}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
