import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';
import { payOrder } from './payOrder.ts';

const byUser = gsi('gsi1');

/**
 * Claims an order for one invoice: created only if absent, in the invoice's own transaction, so an
 * order is on one invoice at most even when two requests race. Kept apart from the order item so the
 * order's writers (payment, fulfilment, refunds) never contend with invoicing.
 */
export const invoiceClaim = new Entity(
  {
    model: { entity: 'invoiceClaim', version: '1', service: SERVICE },
    attributes: {
      orderId: { type: 'string', required: true },
      invoiceId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byOrder: {
        pk: {
          field: PRIMARY.pk,
          composite: ['orderId'],
          template: 'INVOICECLAIM#${orderId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: [], template: 'CLAIM', casing: 'none' },
      },
      /** The orders a user already invoiced, for queryNoInvoiceOrder. */
      byUser: {
        index: byUser.index,
        pk: { field: byUser.pk, composite: ['userId'], template: 'INVOICED#USER#${userId}', casing: 'none' },
        sk: { field: byUser.sk, composite: ['orderId'], template: '${orderId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** The slice of ElectroDB's condition check the invoice transaction uses on an order. */
interface OrderCheck {
  check(key: { id: string }): {
    where(
      conditions: (
        attr: Record<string, unknown>,
        op: { eq(attr: unknown, value: unknown): string },
      ) => string,
    ): { commit(): Record<string, unknown> };
  };
}

/**
 * A transaction condition that the order still belongs to the user and is paid or completed, and
 * not refunded (nor being refunded).
 * ElectroDB has `check` on every entity at runtime but types it only inside its own transaction
 * callback, so the order entity is narrowed to that one method here.
 */
export function orderInvoiceableCheck(orderId: string, userId: string): Record<string, unknown> {
  return (payOrder as unknown as OrderCheck)
    .check({ id: orderId })
    .where(
      (attr, op) =>
        `${op.eq(attr.userId, userId)} AND (${op.eq(attr.status, 'paid')} OR ${op.eq(attr.status, 'completed')}) AND NOT (${op.eq(attr.refundStatus, 'refunding')} OR ${op.eq(attr.refundStatus, 'refunded')} OR ${op.eq(attr.refundStatus, 'partial')})`,
    )
    .commit();
}
