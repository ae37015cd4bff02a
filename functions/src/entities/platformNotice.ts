import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byTenant = gsi('gsi1');
const published = gsi('gsi2');

/** A platform notice written by administrators in both languages (spec 3 §3). */
export const platformNotice = new Entity(
  {
    model: { entity: 'platformNotice', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      titleEn: { type: 'string', required: true },
      content: { type: 'string', required: true },
      contentEn: { type: 'string', required: true },
      languages: { type: 'list', items: { type: 'string' }, required: true },
      /** 0 unpublished, 1 published. */
      status: { type: 'number', required: true },
      endTime: { type: 'string' },
      publishTime: { type: 'string' },
      recipients: { type: 'number' },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
      createUserName: { type: 'string', required: true },
      /** Both titles lower-cased, for the list's title search. */
      search: {
        type: 'string',
        hidden: true,
        watch: ['title', 'titleEn'],
        set: (_, { title, titleEn }) => `${title}\n${titleEn}`.toLowerCase(),
      },
      /** Sort key of the published index: the id while published, removed when publishing is cancelled. */
      publishedId: { type: 'string', hidden: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'PNOTICE#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: { field: byTenant.pk, composite: ['tenantId'], template: 'PNOTICES#${tenantId}', casing: 'none' },
        sk: { field: byTenant.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      publishedByTenant: {
        index: published.index,
        pk: {
          field: published.pk,
          composite: ['tenantId'],
          template: 'PNOTICES#${tenantId}#PUBLISHED',
          casing: 'none',
        },
        sk: { field: published.sk, composite: ['publishedId'], template: '${publishedId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
