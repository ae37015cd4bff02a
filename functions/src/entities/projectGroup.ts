import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A member group of a project: the three built-in ones, or a custom one (no `groupInit`). */
export const projectGroup = new Entity(
  {
    model: { entity: 'projectGroup', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      fkProjectId: { type: 'string', required: true },
      groupName: { type: 'string', required: true },
      memo: { type: 'string', default: '' },
      /** The built-in kind; absent for a custom group (ElectroDB stores no nulls). */
      groupInit: { type: ['create', 'read', 'readWrite'] as const },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: {
          field: PRIMARY.pk,
          composite: ['fkProjectId'],
          template: 'PROJECT#${fkProjectId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'GROUP#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
