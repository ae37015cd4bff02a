import { describe, expect, it } from 'vitest';
import { orderReadAccess } from './orderPolicy.ts';

describe('reading an order’s refund parts', () => {
  const order = { userId: 'buyer', tenantId: 't1' };
  it('lets the buyer and the tenant’s administrators in', () => {
    expect(orderReadAccess({ userId: 'buyer', tenantId: 't1', isAdmin: false }, order)).toBe('allowed');
    expect(orderReadAccess({ userId: 'admin', tenantId: 't1', isAdmin: true }, order)).toBe('allowed');
  });
  it('refuses another user, and hides another tenant’s order even from its administrators', () => {
    expect(orderReadAccess({ userId: 'other', tenantId: 't1', isAdmin: false }, order)).toBe('forbidden');
    expect(orderReadAccess({ userId: 'admin', tenantId: 't2', isAdmin: true }, order)).toBe('missing');
    expect(orderReadAccess({ userId: 'buyer', tenantId: 't2', isAdmin: false }, order)).toBe('missing');
  });
});
