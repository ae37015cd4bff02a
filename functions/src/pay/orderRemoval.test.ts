import { describe, expect, it } from 'vitest';
import { NOTIFY_WINDOW_MS, orderRemovable } from './orderRemoval.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const old = new Date(now.getTime() - NOTIFY_WINDOW_MS).toISOString();
const order = {
  status: 'cancelled' as const,
  transactionId: '',
  createTime: old,
  paidTime: '',
  refundFen: 0,
  refundId: '',
  openRefundId: '',
  duplicateProvider: '',
};

describe('orderRemovable', () => {
  it('takes a cancelled or failed order nobody paid, once the notify window has passed', () => {
    expect(orderRemovable(order, now)).toBe(true);
    expect(orderRemovable({ ...order, status: 'failed' }, now)).toBe(true);
  });

  it('keeps an order a late payment could still reach', () => {
    const young = new Date(now.getTime() - NOTIFY_WINDOW_MS + 1).toISOString();
    expect(orderRemovable({ ...order, createTime: young }, now)).toBe(false);
  });

  it('never takes a paid, completed, free or unpaid order', () => {
    for (const status of ['unpaid', 'paid', 'completed', 'noPayment'] as const)
      expect(orderRemovable({ ...order, status }, now), status).toBe(false);
  });

  it('never takes an order with money on it: a transaction, a refund or a duplicate payment', () => {
    expect(orderRemovable({ ...order, transactionId: '42000' }, now)).toBe(false);
    expect(orderRemovable({ ...order, paidTime: old }, now)).toBe(false);
    expect(orderRemovable({ ...order, refundFen: 100 }, now)).toBe(false);
    expect(orderRemovable({ ...order, refundId: 'r1' }, now)).toBe(false);
    expect(orderRemovable({ ...order, openRefundId: 'r1' }, now)).toBe(false);
    expect(orderRemovable({ ...order, duplicateProvider: 'alipay' }, now)).toBe(false);
  });
});
