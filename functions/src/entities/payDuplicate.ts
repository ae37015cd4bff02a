import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byOrder = gsi('gsi1');
const byQueue = gsi('gsi3');

/** The open-refund index's one partition: refunds still waiting for the provider's answer. */
export const OPEN_DUPLICATE_REFUNDS = 'OPEN';

/**
 * A second payment of one order (issue 18): a merged payment's order paid through both providers.
 * The order is settled by the first; this records the other, verified by its provider's notify, and
 * its automatic full refund. One per order and provider (a provider takes one payment per merchant
 * order number), so its id is also the merchant refund number sent to that provider, and recording
 * it again (a redelivered notify) finds it there.
 */
export const payDuplicate = new Entity(
  {
    model: { entity: 'payDuplicate', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      orderId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      provider: { type: ['wxpay', 'alipay'] as const, required: true },
      /** The provider's number of this second payment (WeChat transaction_id, Alipay trade_no). */
      transactionId: { type: 'string', required: true },
      payFen: { type: 'number', required: true },
      paidTime: { type: 'string', required: true },
      /** Its refund: refunding (sent, or to be sent again by the sync) → refunded | failed. */
      status: { type: ['refunding', 'refunded', 'failed'] as const, required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      providerRefundId: { type: 'string', default: '' },
      failReason: { type: 'string', default: '' },
      /** When the refund was sent: the sync job asks about the ones still open a minute later. */
      sentTime: { type: 'string', required: true },
      refundQueue: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['status'],
        set: (_, { status }) => (status === 'refunding' ? OPEN_DUPLICATE_REFUNDS : 'CLOSED'),
      },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'PAYDUP#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byOrder: {
        index: byOrder.index,
        pk: {
          field: byOrder.pk,
          composite: ['orderId'],
          template: 'PAYDUPS#ORDER#${orderId}',
          casing: 'none',
        },
        sk: { field: byOrder.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byQueue: {
        index: byQueue.index,
        // Sparse: a refund leaves the index once the provider has answered (see refundQueue).
        condition: ({ refundQueue }) => refundQueue === OPEN_DUPLICATE_REFUNDS,
        pk: {
          field: byQueue.pk,
          composite: ['refundQueue'],
          template: 'PAYDUPS#${refundQueue}',
          casing: 'none',
        },
        sk: {
          field: byQueue.sk,
          composite: ['sentTime', 'id'],
          template: '${sentTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
