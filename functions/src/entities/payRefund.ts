import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byOrder = gsi('gsi1');
const byTenant = gsi('gsi2');
const byQueue = gsi('gsi3');

/** The open-refund index's one partition: refunds still waiting for the provider's answer. */
export const OPEN_REFUNDS = 'OPEN';

/**
 * A refund of a paid order (issue 18 item 5): asked for by its buyer or started by an administrator.
 * Its id is the merchant refund number (`out_refund_no` / `out_request_no` / `mercRefundOrderNo`) sent to the provider.
 */
export const payRefund = new Entity(
  {
    model: { entity: 'payRefund', version: '1', service: SERVICE },
    attributes: {
      id: { type: 'string', required: true },
      orderId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      provider: { type: ['wxpay', 'alipay', 'petalpay'] as const, required: true },
      /** The order's name and kind, kept so a list needs no order reads. */
      orderName: { type: 'string', required: true },
      orderNameEn: { type: 'string', required: true },
      orderKind: { type: ['buy', 'renew', 'upgrade', 'storage', 'parse'] as const, required: true },
      /** What the order was paid and what this refund gives back, integer fen. */
      payFen: { type: 'number', required: true },
      refundFen: { type: 'number', required: true },
      reason: { type: 'string', required: true },
      /** user: asked by the buyer; admin: started in the back office; system: a late payment refunded. */
      source: { type: ['user', 'admin', 'system'] as const, required: true },
      /** requested → (rejected | withdrawn | refunding) → refunded | failed. */
      status: {
        type: ['requested', 'rejected', 'withdrawn', 'refunding', 'refunded', 'failed'] as const,
        required: true,
      },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      /** The administrator who approved, rejected or started it. */
      reviewedBy: { type: 'string', default: '' },
      rejectReason: { type: 'string', default: '' },
      /** The provider's refund id, once it took the refund; and why it failed. */
      providerRefundId: { type: 'string', default: '' },
      failReason: { type: 'string', default: '' },
      /** What was taken back from the buyer's quota when it succeeded. */
      revokedMs: { type: 'number', default: 0 },
      revokedStorage: { type: 'number', default: 0 },
      revokedParse: { type: 'number', default: 0 },
      /**
       * Partition of the open-refund index while at the provider; the index is sparse (its condition),
       * so the sync job reads refunds still waiting for an answer and closed ones share no partition.
       * Status writes set sentTime too (ElectroDB refuses one that does not).
       */
      sentTime: { type: 'string', default: '' },
      /**
       * A Huawei part waiting its turn (pay/huaweiRefundGap.ts): not sent before this time, because another
       * part of the order went to Huawei less than the interval ago ('' when sent at once).
       */
      sendAfter: { type: 'string', default: '' },
      refundQueue: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['status'],
        set: (_, { status }) => (status === 'refunding' ? OPEN_REFUNDS : 'CLOSED'),
      },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'REFUND#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      /** An order's refund parts (querySplitOrder). */
      byOrder: {
        index: byOrder.index,
        pk: {
          field: byOrder.pk,
          composite: ['orderId'],
          template: 'REFUNDS#ORDER#${orderId}',
          casing: 'none',
        },
        sk: { field: byOrder.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: { field: byTenant.pk, composite: ['tenantId'], template: 'REFUNDS#${tenantId}', casing: 'none' },
        sk: { field: byTenant.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byQueue: {
        index: byQueue.index,
        // Sparse: a refund leaves the index once the provider has answered (see refundQueue).
        condition: ({ refundQueue }) => refundQueue === OPEN_REFUNDS,
        pk: {
          field: byQueue.pk,
          composite: ['refundQueue'],
          template: 'REFUNDS#${refundQueue}',
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
