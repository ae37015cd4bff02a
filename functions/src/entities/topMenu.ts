import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A top menu of a tenant's back office (spec 3 §6–7): a named group of menus. The side navigation
 * shows one top menu's menus at a time; roles are granted top menus (topMenuIds).
 */
export const topMenu = new Entity(
  {
    model: { entity: 'topMenu', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      code: { type: 'string', required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      /** The menus grouped under it (topmenu/grant). */
      menuIds: { type: 'list', items: { type: 'string' }, required: true },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#TOPMENUS',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'TOPMENU#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
