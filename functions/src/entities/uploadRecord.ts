import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A line of a user's upload lists (spec 1 §3), one list per `fileType`. Parse runs write lines of
 * type 'load' that also carry the parse-record fields read by convert/record/list (model/records.ts).
 */
export const uploadRecord = new Entity(
  {
    model: { entity: 'uploadRecord', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, hidden: true },
      id: { type: 'string', required: true },
      fileType: { type: 'string', required: true },
      fkProjectId: { type: 'string', default: '' },
      fileName: { type: 'string', default: '' },
      fileSize: { type: 'number', default: 0 },
      fileState: { type: 'string', default: '' },
      fileId: { type: 'string', default: '' },
      fkFileId: { type: 'string', default: '' },
      isDir: { type: 'number', default: 0 },
      createTime: { type: 'string', required: true },
      proName: { type: 'string', default: '' },
      fileSuffix: { type: 'string', default: '' },
      modelStatus: { type: 'string' },
      // Parse-record fields (type 'load').
      projectId: { type: 'string' },
      modelName: { type: 'string' },
      modelSize: { type: 'number' },
      parseStatus: { type: 'string' },
      parseMessage: { type: 'string' },
      parseMessageKey: { type: 'string' },
      failMessage: { type: 'string' },
    },
    indexes: {
      byList: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['fileType', 'id'],
          template: 'UPLOADREC#${fileType}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
