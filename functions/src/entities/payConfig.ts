import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A payment provider's merchant settings (`/plugin/pay`). `sealed` is the whole settings object
 * encrypted (pay/configCipher.ts over lib/sealing); only the public parts are kept in clear for listing.
 */
export const payConfig = new Entity(
  {
    model: { entity: 'payConfig', version: '1', service: SERVICE },
    attributes: {
      provider: { type: ['wxpay', 'alipay', 'petalpay', 'ios', 'merge'] as const, required: true },
      appId: { type: 'string', required: true },
      enabled: { type: 'boolean', required: true },
      sealed: { type: 'string', required: true },
      /** Written by the local cloud's seed for its payment sandbox; a saved config replaces it for good. */
      sandbox: { type: 'boolean', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byProvider: {
        pk: { field: PRIMARY.pk, composite: [], template: 'PAYCONFIG', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['provider'], template: '${provider}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
