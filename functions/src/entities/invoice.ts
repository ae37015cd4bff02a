import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');
const byTenant = gsi('gsi2');

/** An invoice request for paid orders (issue 18 item 6): invoicing until an administrator marks it done. */
export const invoice = new Entity(
  {
    model: { entity: 'invoice', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      titleType: { type: ['personal', 'company'] as const, required: true },
      invoiceType: { type: ['general', 'special'] as const, required: true },
      title: { type: 'string', required: true },
      taxpayerId: { type: 'string', default: '' },
      bank: { type: 'string', default: '' },
      account: { type: 'string', default: '' },
      address: { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
      email: { type: 'string', required: true },
      orderIds: { type: 'list', items: { type: 'string' }, required: true },
      /** Sum of the orders' paid amounts, fen. */
      amountFen: { type: 'number', required: true },
      status: { type: ['invoicing', 'done'] as const, required: true },
      createTime: { type: 'string', required: true },
      doneTime: { type: 'string', default: '' },
      /** S3 key of the attached PDF invoice ('' until attached). */
      pdfKey: { type: 'string', default: '' },
      pdfName: { type: 'string', default: '' },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'INVOICE#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byUser: {
        index: byUser.index,
        pk: { field: byUser.pk, composite: ['userId'], template: 'INVOICES#USER#${userId}', casing: 'none' },
        sk: { field: byUser.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: { field: byTenant.pk, composite: ['tenantId'], template: 'INVOICES#${tenantId}', casing: 'none' },
        sk: { field: byTenant.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
