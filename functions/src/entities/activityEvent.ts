import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const active = gsi('gsi1');
const all = gsi('gsi2');

/** A marketing activity (spec 2 §3 "Activity"); a running one sits in its tenant's active index. */
export const activityEvent = new Entity(
  {
    model: { entity: 'event', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      eventName: { type: 'string', required: true },
      eventNameEn: { type: 'string', required: true },
      eventType: { type: 'number', required: true },
      eventDesc: { type: 'string', required: true },
      eventDescEn: { type: 'string', required: true },
      /** 0 not started, 1 running, 2 paused, 3 finished. */
      status: { type: 'number', required: true },
      startTime: { type: 'string', required: true },
      endTime: { type: 'string', required: true },
      rewardStorageBytes: { type: 'number', required: true },
      rewardParseCount: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      /** Back-office fields (spec 3 §3): a data-URL picture, where it leads, who it is for, what it issues. */
      image: { type: 'string', default: '' },
      redirectUrl: { type: 'string', default: '' },
      userGroup: { type: 'string', default: 'all' },
      issueRule: { type: ['none', 'onStart', 'perInvite'] as const, default: 'none' },
      couponRuleId: { type: 'string', default: '' },
      couponCount: { type: 'number', default: 1 },
      updateTime: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'EVENT#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      /** Sparse: running activities only, by start time. */
      activeByTenant: {
        index: active.index,
        condition: (attr) => attr.status === 1,
        pk: {
          field: active.pk,
          composite: ['tenantId'],
          template: 'EVENTS#${tenantId}#ACTIVE',
          casing: 'none',
        },
        sk: { field: active.sk, composite: ['startTime'], template: '${startTime}', casing: 'none' },
      },
      /** Every activity of the tenant, newest first, for the back office. */
      byTenant: {
        index: all.index,
        pk: { field: all.pk, composite: ['tenantId'], template: 'EVENTS#${tenantId}', casing: 'none' },
        sk: {
          field: all.sk,
          composite: ['createTime', 'id'],
          template: '${createTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
