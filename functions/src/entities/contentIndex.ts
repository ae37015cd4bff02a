import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** The verified object holding some content (MD5 and size): what instant upload looks up. */
export const contentIndex = new Entity(
  {
    model: { entity: 'content', version: '1', service: SERVICE },
    attributes: {
      md5: { type: 'string', required: true },
      size: { type: 'number', required: true },
      objectId: { type: 'string', required: true },
    },
    indexes: {
      byContent: {
        pk: {
          field: PRIMARY.pk,
          composite: ['md5', 'size'],
          template: 'CONTENT#${md5}#${size}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'CONTENT', casing: 'none' },
      },
    },
  },
  entityConfig,
);
