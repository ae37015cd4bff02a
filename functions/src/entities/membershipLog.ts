import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** One change to a project's membership, for the invite list and the records list of project settings. */
export const membershipLog = new Entity(
  {
    model: { entity: 'membershipLog', version: '1', service: SERVICE },
    attributes: {
      /** Sortable (time-ordered) id: the partition's LOG# items read newest first. */
      id: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      action: { type: ['added', 'removed', 'quit', 'roleChanged', 'groupChanged'] as const, required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      memberName: { type: 'string', required: true },
      roleStatus: { type: ['user', 'admin'] as const, required: true },
      groupId: { type: 'string', default: '' },
      byUserId: { type: 'string', required: true },
      byAccount: { type: 'string', default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byProject: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'LOG#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
