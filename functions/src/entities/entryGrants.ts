import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The explicit grants of one entry (group id → signs, lib/policies/filePerms.ts). Its entity name is
 * 'grants', the type the items always carried. Written by project/grants.ts, read by the permission
 * loader and the file manager.
 */
export const entryGrants = new Entity(
  {
    model: { entity: 'grants', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      entryId: { type: 'string', required: true },
      /** Group id → sign list; a map of lists whose keys are ids, so `any`. */
      grants: { type: 'any', required: true },
      updateTime: { type: 'string' },
    },
    indexes: {
      byEntry: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['entryId'], template: 'GRANTS#${entryId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
