import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');
const byTenant = gsi('gsi2');

/** A feedback (spec 2 §3): what the user wrote, and where its thread stands. */
export const feedback = new Entity(
  {
    model: { entity: 'feedback', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      userName: { type: 'string', required: true },
      feedback: { type: 'string', required: true },
      emerg: { type: 'number', required: true },
      /** The feedback's `type` (the client it came from): `type` is the table's entity tag, so it is `client` here. */
      client: { type: ['web', 'app'] as const, required: true },
      email: { type: 'string', required: true },
      pictures: { type: 'list', items: { type: 'string' }, required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      replyStatus: { type: 'number', required: true },
      lastItem: { type: ['none', 'reply', 'comment'] as const, required: true },
      itemCount: { type: 'number', required: true },
      /** Account, name and text lower-cased, for the keyword search. */
      search: {
        type: 'string',
        hidden: true,
        watch: ['account', 'userName', 'feedback'],
        set: (_, { account, userName, feedback: text }) => `${account}\n${userName}\n${text}`.toLowerCase(),
      },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'FEEDBACK#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byUser: {
        index: byUser.index,
        pk: { field: byUser.pk, composite: ['userId'], template: 'FEEDBACK#USER#${userId}', casing: 'none' },
        sk: {
          field: byUser.sk,
          composite: ['createTime', 'id'],
          template: '${createTime}#${id}',
          casing: 'none',
        },
      },
      byTenant: {
        index: byTenant.index,
        pk: {
          field: byTenant.pk,
          composite: ['tenantId'],
          template: 'FEEDBACKS#${tenantId}',
          casing: 'none',
        },
        sk: {
          field: byTenant.sk,
          composite: ['createTime', 'id'],
          template: '${createTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
