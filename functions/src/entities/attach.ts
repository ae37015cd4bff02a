import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An attachment of a tenant (blade-resource/attach; spec 3 §7): a file the back office stored in
 * the bucket of the tenant's enabled OSS config. The record keeps which config and bucket hold it,
 * so a later change of the enabled config does not lose older attachments. A tenant's attachments
 * are one partition (the list is one query).
 */
export const attach = new Entity(
  {
    model: { entity: 'attach', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      /** The name shown (editable); originalName is the uploaded file's. */
      name: { type: 'string', required: true },
      originalName: { type: 'string', required: true },
      extension: { type: 'string', required: true },
      attachSize: { type: 'number', required: true },
      contentType: { type: 'string', required: true },
      configId: { type: 'string', required: true },
      configCode: { type: 'string', required: true },
      domain: { type: 'string', required: true },
      bucketName: { type: 'string', required: true },
      objectKey: { type: 'string', required: true },
      createUser: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#ATTACH',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ATTACH#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
