import { FUNCTION_ITEM_CODES } from '@loopline/shared/contracts/equityAdmin';
import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A function item as the back office changed it (names, order, publish state): one of the equity
 * codes beside the tiers in the membership partition. An item never changed has no record and reads
 * as its default (membership/functionItems.ts).
 */
export const functionItem = new Entity(
  {
    model: { entity: 'functionItem', version: '1', service: SERVICE },
    attributes: {
      id: { type: FUNCTION_ITEM_CODES, required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      description: { type: 'string', required: true },
      descriptionEn: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      status: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'MEMBERSHIP', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'FUNCTION#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
