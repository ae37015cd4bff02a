import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** One item of a P&ID dictionary (`GET /api/dic?name=`): box types, device categories, device types. */
export const pidDictItem = new Entity(
  {
    model: { entity: 'pidDictItem', version: '1', service: SERVICE },
    attributes: {
      name: { type: 'string', required: true },
      dictKey: { type: 'string', required: true },
      dictValue: { type: 'string', required: true },
      dictValueEn: { type: 'string', required: true },
      parentKey: { type: 'string' },
      boxType: { type: 'string' },
      sort: { type: 'number', required: true },
      seedVersion: { type: 'number', required: true },
    },
    indexes: {
      byName: {
        pk: { field: PRIMARY.pk, composite: ['name'], template: 'PIDDIC#${name}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['dictKey'], template: 'ITEM#${dictKey}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
