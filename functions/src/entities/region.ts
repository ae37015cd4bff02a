import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An administrative region (blade-system/region), platform-wide. Items are partitioned by their
 * parent's code, so the children of a region (the lazy tree, `region/select`) are one query; a
 * region's parent is its code's prefix, so one region is one get.
 */
export const region = new Entity(
  {
    model: { entity: 'region', version: '1', service: SERVICE },
    attributes: {
      parentCode: { type: 'string', required: true },
      code: { type: 'string', required: true },
      name: { type: 'string', required: true },
      regionLevel: { type: 'number', required: true },
      sort: { type: 'number', required: true },
      remark: { type: 'string', required: true },
    },
    indexes: {
      byParent: {
        pk: {
          field: PRIMARY.pk,
          composite: ['parentCode'],
          template: 'REGIONS#${parentCode}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['code'], template: 'REGION#${code}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
