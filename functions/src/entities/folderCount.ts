import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';
import { keyRequest } from './keyReader.ts';

/** A folder's number of children, kept in the transactions that add, move and remove entries. */
export const folderCount = new Entity(
  {
    model: { entity: 'folderCount', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      folderId: { type: 'string', required: true },
      children: { type: 'number', default: 0 },
    },
    indexes: {
      byFolder: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['folderId'], template: 'DIRCOUNT#${folderId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** A folder count's read for a batch (keyReader.ts: built without ElectroDB, it is on every folder listing). */
export const folderCountRequest = keyRequest(folderCount);
