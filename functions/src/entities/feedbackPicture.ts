import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Claims an uploaded feedback picture for one feedback: a picture belongs to one feedback only. */
export const feedbackPicture = new Entity(
  {
    model: { entity: 'feedbackPicture', version: '1', service: SERVICE },
    attributes: {
      key: { type: 'string', required: true },
      feedbackId: { type: 'string', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: PRIMARY.pk, composite: ['key'], template: 'FBPICTURE#${key}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'CLAIM', casing: 'none' },
      },
    },
  },
  entityConfig,
);
