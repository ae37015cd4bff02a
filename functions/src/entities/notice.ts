import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const unread = gsi('gsi1');
const popUp = gsi('gsi2');

/** A notice stored for one user (spec 2 §3 Notice); status 0 unread, 1 read. */
export const notice = new Entity(
  {
    model: { entity: 'notice', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      category: { type: 'number', required: true },
      /** Plain text, a message key with parameters, or both languages (NoticeText). */
      content: { type: 'any', required: true },
      relContent: { type: 'string', required: true },
      status: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      readTime: { type: 'string' },
      creator: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          avatar: { type: 'string', required: true },
        },
      },
      termType: { type: 'string', required: true },
      platformNoticeId: { type: 'string' },
      endTime: { type: 'string' },
      /**
       * Sort keys of the two sparse indexes, written by `noticeItem` and removed explicitly:
       * `unreadId` is the id while the notice is unread, `popUpId` the id of a platform notice.
       * (Derived `watch` attributes or index conditions would not remove the keys on a status update.)
       */
      unreadId: { type: 'string', hidden: true },
      popUpId: { type: 'string', hidden: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'NOTICE#${id}', casing: 'none' },
      },
      unreadByUser: {
        index: unread.index,
        pk: { field: unread.pk, composite: ['userId'], template: 'NOTICE#${userId}#UNREAD', casing: 'none' },
        sk: { field: unread.sk, composite: ['unreadId'], template: '${unreadId}', casing: 'none' },
      },
      /** Platform notices (category 19) of a user, for the notice dialog: sparse on platformNoticeId. */
      platformByUser: {
        index: popUp.index,
        pk: { field: popUp.pk, composite: ['userId'], template: 'NOTICEPOP#${userId}', casing: 'none' },
        sk: { field: popUp.sk, composite: ['popUpId'], template: '${popUpId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
