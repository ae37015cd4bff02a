import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** Lets a group id alone (as in `/group/delete/{id}`) find its project. */
export const groupRef = new Entity(
  {
    model: { entity: 'groupRef', version: '1', service: SERVICE },
    attributes: {
      groupId: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
    },
    indexes: {
      byGroup: {
        pk: { field: PRIMARY.pk, composite: ['groupId'], template: 'GROUPREF#${groupId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'REF', casing: 'none' },
      },
    },
  },
  entityConfig,
);
