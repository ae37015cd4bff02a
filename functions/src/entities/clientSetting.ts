import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The release settings of one client app (cloud/client/setting), platform-wide like the OAuth
 * clients they belong to, keyed by client id: one partition, a handful of items read one at a time.
 */
export const clientSetting = new Entity(
  {
    model: { entity: 'clientSetting', version: '1', service: SERVICE },
    attributes: {
      clientId: { type: 'string', required: true },
      latestVersion: { type: 'string', required: true },
      minVersion: { type: 'string', required: true },
      downloadUrl: { type: 'string', required: true },
      updateNotice: { type: 'string', required: true },
      updateNoticeEn: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      updateUser: { type: 'string', required: true },
    },
    indexes: {
      byClientId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'CLIENTSETTINGS', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['clientId'], template: 'CLIENT#${clientId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
