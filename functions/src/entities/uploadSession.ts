import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A multipart upload of one user's file (by content), resumable until merged or expired (TTL). */
export const uploadSession = new Entity(
  {
    model: { entity: 'uploadSession', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      md5: { type: 'string', required: true },
      size: { type: 'number', required: true },
      fileName: { type: 'string', required: true },
      chunkSize: { type: 'number', required: true },
      chunkNum: { type: 'number', required: true },
      s3Key: { type: 'string', required: true },
      s3UploadId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      /** Set once merged: the stored object the parts became. */
      objectId: { type: 'string' },
      expiresAt: { type: 'number', hidden: true },
    },
    indexes: {
      byContent: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['md5', 'size'],
          template: 'UPLOADSESSION#${md5}#${size}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
