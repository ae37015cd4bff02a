import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An OAuth client (blade-system/client), platform-wide, keyed by its client id. The secret is kept
 * only as a hash (it is shown once, when made); a few dozen clients at most, read whole.
 */
export const oauthClient = new Entity(
  {
    model: { entity: 'oauthClient', version: '1', service: SERVICE },
    attributes: {
      clientId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      clientName: { type: 'string', required: true },
      secretHash: { type: 'string', required: true },
      secretHint: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      grantTypes: { type: 'list', items: { type: 'string' }, required: true },
      redirectUri: { type: 'string', required: true },
      accessTokenValidity: { type: 'number', required: true },
      refreshTokenValidity: { type: 'number', required: true },
      status: { type: 'number', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byClientId: {
        pk: { field: PRIMARY.pk, composite: [], template: 'OAUTHCLIENTS', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['clientId'], template: 'CLIENT#${clientId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
