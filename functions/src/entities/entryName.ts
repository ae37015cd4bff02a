import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** How a name is compared in a folder: trimmed and case-insensitive. */
export const entryNameKey = (name: string) => name.trim().toLowerCase();

/** The unique item of one name in one folder (case-insensitive): adding an entry creates it. */
export const entryName = new Entity(
  {
    model: { entity: 'entryName', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      parentId: { type: 'string', required: true },
      /** `entryNameKey(name)`: the caller passes it, so reads and writes build the same key. */
      nameKey: { type: 'string', required: true },
      entryId: { type: 'string', required: true },
    },
    indexes: {
      byName: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['parentId', 'nameKey'],
          template: 'ENTRYNAME#${parentId}#${nameKey}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
