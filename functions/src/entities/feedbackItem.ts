import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** One reply (administrator) or comment (the author) in a feedback's thread. */
export const feedbackItem = new Entity(
  {
    model: { entity: 'feedbackItem', version: '1', service: SERVICE },
    attributes: {
      feedbackId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      /** The thread item's `type` (reply or comment): `type` is the table's entity tag, so it is `kind` here. */
      kind: { type: ['reply', 'comment'] as const, required: true },
      content: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      userName: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byFeedback: {
        pk: {
          field: PRIMARY.pk,
          composite: ['feedbackId'],
          template: 'FEEDBACK#${feedbackId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ITEM#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
