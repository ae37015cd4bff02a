import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A back-office menu item of a tenant (spec 3 §6): granted to roles, it builds the side navigation. */
export const consoleMenu = new Entity(
  {
    model: { entity: 'consoleMenu', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      /** '' for a top-level directory. */
      parentId: { type: 'string', required: true },
      code: { type: 'string', required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      /** The SPA route under /platform; '' for a directory. */
      path: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      builtIn: { type: 'boolean', required: true },
      /** A page action granted like a menu (blade-system/menu/buttons); absent on items before buttons. */
      category: { type: ['menu', 'button'] as const, default: 'menu' },
    },
    indexes: {
      byTenant: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#MENUS',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'MENU#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
