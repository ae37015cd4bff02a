import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** The key a group name is unique by within its project: trimmed and case-insensitive. */
export function groupNameKey(groupName: string): string {
  return groupName.trim().toLowerCase();
}

/**
 * Holds a group name in its project so two groups cannot share it: created (with `create`, which
 * fails when the name is taken) in the same transaction as the group.
 */
export const projectGroupName = new Entity(
  {
    model: { entity: 'projectGroupName', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      /** groupNameKey(groupName). */
      nameKey: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
    },
    indexes: {
      byName: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['nameKey'], template: 'GROUPNAME#${nameKey}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
