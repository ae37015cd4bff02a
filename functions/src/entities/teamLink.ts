import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byTeam = gsi('gsi1');

/** An invitation link to a team (spec 2 §6). */
export const teamLink = new Entity(
  {
    model: { entity: 'teamLink', version: '1', service: SERVICE },
    attributes: {
      code: { type: 'string', required: true },
      ownerId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      /** ISO expiry, or '' for a permanent link. */
      expireTime: { type: 'string', default: '' },
      /** Joining through the link needs a team administrator's approval. */
      needApproval: { type: 'boolean', required: true },
      status: { type: ['active', 'cancelled'] as const, required: true },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      link: {
        pk: { field: PRIMARY.pk, composite: ['code'], template: 'TEAMLINK#${code}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      teamLinks: {
        index: byTeam.index,
        pk: { field: byTeam.pk, composite: ['ownerId'], template: 'TEAM#${ownerId}#LINKS', casing: 'none' },
        sk: { field: byTeam.sk, composite: ['createTime'], template: '${createTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
