import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The one invite activity of a tenant that is started or paused. Starting an invite activity takes
 * this slot with a conditional write (free, held by itself, or held by one whose end time has passed),
 * so two administrators starting two invite activities at once cannot both succeed.
 */
export const inviteSlot = new Entity(
  {
    model: { entity: 'inviteSlot', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      /** The holder's end time (ISO): after it the slot is free again. */
      until: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'TENANT#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'INVITESLOT', casing: 'none' },
      },
    },
  },
  entityConfig,
);
