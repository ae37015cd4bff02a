import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A charge directory (issue 18): the heading one kind of catalogue item is listed under, with its
 * names and place. Kept beside the items in the catalogue's partition; a kind without a row uses
 * the default heading (pay/catalogueDirs.ts).
 */
export const chargeDir = new Entity(
  {
    model: { entity: 'chargeDir', version: '1', service: SERVICE },
    attributes: {
      id: { type: ['membership', 'storage', 'parse'] as const, required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'CHARGE', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'DIR#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
