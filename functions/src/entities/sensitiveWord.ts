import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A sensitive word of a tenant (spec 3 §3: id, contentWord, wordStatus 1 on / 0 off). One partition per
 * tenant: the matcher loads all of them at once. The id is derived from the folded word, so the same
 * word cannot be added twice (the put is conditional on the key being free).
 */
export const sensitiveWord = new Entity(
  {
    model: { entity: 'sensitiveWord', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      contentWord: { type: 'string', required: true },
      wordStatus: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#SWORDS',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'SWORD#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
