import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A priced catalogue item (issue 18): a membership period, a storage pack or a parse pack. */
export const chargeItem = new Entity(
  {
    model: { entity: 'chargeItem', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      kind: { type: ['membership', 'storage', 'parse'] as const, required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      tier: { type: ['', 'nonMember', 'member', 'superMember', 'enterpriseMember'] as const, required: true },
      months: { type: 'number', required: true },
      storageBytes: { type: 'number', required: true },
      parseCount: { type: 'number', required: true },
      /** Integer fen. */
      priceFen: { type: 'number', required: true },
      published: { type: 'boolean', required: true },
      sort: { type: 'number', required: true },
      /** The catalogue version the seed wrote; items the back office saved have none and are kept. */
      seedVersion: { type: 'number' },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'CHARGE', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ITEM#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
