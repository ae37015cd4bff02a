import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A share link (share/): the selection it opens, the rights it gives, and who made it. */
export const shareLink = new Entity(
  {
    model: { entity: 'shareLink', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      creatorId: { type: 'string', required: true },
      creatorName: { type: 'string', default: '' },
      entryIds: { type: 'list', items: { type: 'string' }, required: true },
      names: { type: 'list', items: { type: 'string' }, required: true },
      audience: { type: ['anyone', 'members'] as const, required: true },
      recipientIds: { type: 'list', items: { type: 'string' }, required: true },
      recipientNames: { type: 'list', items: { type: 'string' }, required: true },
      downState: { type: 'number', required: true },
      withCode: { type: 'boolean', required: true },
      codeSalt: { type: 'string', default: '' },
      codeHash: { type: 'string', default: '' },
      createTime: { type: 'string', required: true },
      /** '' means permanent. */
      expireTime: { type: 'string', default: '' },
      status: { type: ['active', 'cancelled'] as const, required: true },
      cancelTime: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'SHARELINK#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
    },
  },
  entityConfig,
);
