import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byUser = gsi('gsi1');
const byTenant = gsi('gsi2');
const byExpiry = gsi('gsi3');

/** The expiry index's one partition: the orders still waiting for payment. */
export const UNPAID_QUEUE = 'UNPAID';

/** An order (issue 18): what was bought, for how much (integer fen), and where its payment stands. */
export const payOrder = new Entity(
  {
    model: { entity: 'payOrder', version: '1', service: SERVICE },
    attributes: {
      /** Sortable id; also the merchant order number (`out_trade_no`) sent to the providers. */
      id: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      kind: { type: ['buy', 'renew', 'upgrade', 'storage', 'parse'] as const, required: true },
      chargeId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      tier: { type: ['', 'nonMember', 'member', 'superMember', 'enterpriseMember'] as const, required: true },
      months: { type: 'number', required: true },
      storageBytes: { type: 'number', required: true },
      parseCount: { type: 'number', required: true },
      amountFen: { type: 'number', required: true },
      discountFen: { type: 'number', required: true },
      payFen: { type: 'number', required: true },
      status: {
        type: ['unpaid', 'paid', 'completed', 'noPayment', 'cancelled', 'failed'] as const,
        required: true,
      },
      payType: { type: ['', 'none', 'wxpay', 'alipay', 'petalpay', 'ios'] as const, required: true },
      createTime: { type: 'string', required: true },
      expireTime: { type: 'string', required: true },
      paidTime: { type: 'string', default: '' },
      /** The provider's transaction number, once paid. */
      transactionId: { type: 'string', default: '' },
      /** What the payment was started with, so a second start of the same order reuses it. */
      codeUrl: { type: 'string', default: '' },
      payUrl: { type: 'string', default: '' },
      /** The back office's note on the order (order/submit), never shown to the buyer. */
      remark: { type: 'string', default: '' },
      /** The coupon used on the order ('' for none); released when the order is cancelled or expires. */
      couponId: { type: 'string', default: '' },
      /**
       * Spec 2 §4 refund state: not refunded, refunding (a part at the provider), partially refunded,
       * refunded (all of it), or refund failed (pay/refunds.ts).
       */
      refundStatus: {
        type: ['none', 'refunding', 'partial', 'refunded', 'failed'] as const,
        default: 'none',
      },
      /**
       * What the order's refund parts hold, fen: refunded plus at the provider. Every part is added
       * with the condition that it stays within payFen, in the transaction that records the part.
       */
      refundFen: { type: 'number', default: 0 },
      /** What came back to the payer (refund parts that succeeded), fen. */
      refundedFen: { type: 'number', default: 0 },
      /** What the successful parts took back so far (membership ms, storage bytes, parses). */
      refundRevokedMs: { type: 'number', default: 0 },
      refundRevokedStorage: { type: 'number', default: 0 },
      refundRevokedParse: { type: 'number', default: 0 },
      /** The latest refund record of the order ('' for none). */
      refundId: { type: 'string', default: '' },
      /** The buyer's refund request waiting for review ('' for none): at most one per order at a time. */
      openRefundId: { type: 'string', default: '' },
      /**
       * Huawei orders: when the last refund of the order was sent to Huawei, and which (pay/huaweiRefundGap.ts);
       * Huawei takes one refund of an order at a time, parts at least a minute apart.
       */
      petalRefundSentAt: { type: 'string' },
      petalRefundSentId: { type: 'string' },
      /**
       * A membership's grant as priced at checkout (membership/purchase.ts CarriedGrant), so the
       * settlement reads neither the quota nor the tiers; absent on packs and older orders.
       */
      tierGrant: {
        type: 'map',
        properties: {
          fromTier: {
            type: ['nonMember', 'member', 'superMember', 'enterpriseMember'] as const,
            required: true,
          },
          fromStorage: { type: 'number', required: true },
          fromMemberDate: { type: 'string', required: true },
          memberName: { type: 'string', required: true },
          memberNameEn: { type: 'string', required: true },
          storage: { type: 'number', required: true },
          parse: { type: 'number', required: true },
        },
      },
      /**
       * A second payment through another provider (a merged payment paid twice: pay/settleDuplicate.ts),
       * kept here so every order view shows it without another read; 'none' when there is none.
       */
      duplicateProvider: { type: ['', 'wxpay', 'alipay'] as const, default: '' },
      duplicateFen: { type: 'number', default: 0 },
      duplicateRefund: { type: ['none', 'refunding', 'refunded', 'failed'] as const, default: 'none' },
      /**
       * Partition of the expiry index while unpaid. The index is sparse (its condition below): an order
       * leaves it when it stops being unpaid, so the scheduled sweep reads unpaid orders only and settled
       * orders share no index partition. Every status write sets expireTime too (ElectroDB refuses one
       * that does not, as the index's keys could not be decided).
       */
      expiryQueue: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['status'],
        set: (_, { status }) => (status === 'unpaid' ? UNPAID_QUEUE : 'SETTLED'),
      },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['id'], template: 'ORDER#${id}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'META', casing: 'none' },
      },
      byUser: {
        index: byUser.index,
        pk: { field: byUser.pk, composite: ['userId'], template: 'ORDERS#USER#${userId}', casing: 'none' },
        sk: { field: byUser.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: { field: byTenant.pk, composite: ['tenantId'], template: 'ORDERS#${tenantId}', casing: 'none' },
        sk: { field: byTenant.sk, composite: ['id'], template: '${id}', casing: 'none' },
      },
      byExpiry: {
        index: byExpiry.index,
        condition: ({ expiryQueue }) => expiryQueue === UNPAID_QUEUE,
        pk: {
          field: byExpiry.pk,
          composite: ['expiryQueue'],
          template: 'ORDERS#${expiryQueue}',
          casing: 'none',
        },
        sk: {
          field: byExpiry.sk,
          composite: ['expireTime', 'id'],
          template: '${expireTime}#${id}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
