import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The rows an import or an issue refused, kept a day for the back office's error-log export
 * (spec 3 §7 `event/export/error/log`).
 */
export const importLog = new Entity(
  {
    model: { entity: 'importLog', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      rows: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            row: { type: 'number', required: true },
            phone: { type: 'string', required: true },
            reason: { type: 'string', required: true },
          },
        },
      },
      createTime: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'IMPORTLOG#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
    },
  },
  entityConfig,
);
