import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An SMS or OSS resource config of a tenant (blade-resource; spec 3 §7). A tenant keeps a handful
 * per kind, read whole; at most one per kind is enabled. The secret key is sealed (AES-GCM, bound to
 * the config) and only its last characters are kept readable, for the masked answer.
 */
export const resourceConfig = new Entity(
  {
    model: { entity: 'resourceConfig', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      kind: { type: ['sms', 'oss'] as const, required: true },
      id: { type: 'string', required: true },
      code: { type: 'string', required: true },
      category: { type: 'string', required: true },
      /** The kind's other settings (template, sign name, endpoint, bucket, access key, region…). */
      settings: { type: 'any', required: true },
      secretSealed: { type: 'string', required: true },
      secretHint: { type: 'string', required: true },
      status: { type: 'number', required: true },
      remark: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byKind: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'kind'],
          template: 'TENANT#${tenantId}#RESOURCE#${kind}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'CONFIG#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
