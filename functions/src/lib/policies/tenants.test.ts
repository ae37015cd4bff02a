import { describe, expect, it } from 'vitest';
import { mayManageTenants, packageMenuIds, tenantUsable } from './tenants.ts';

describe('tenant policies', () => {
  it('lets only the platform tenant manage tenants', () => {
    expect(mayManageTenants({ tenantId: '000000' })).toBe(true);
    expect(mayManageTenants({ tenantId: '123456' })).toBe(false);
  });

  it('refuses a disabled tenant and one past its last day', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(tenantUsable({}, now)).toBe(true);
    expect(tenantUsable({ status: 1, expireTime: '' }, now)).toBe(true);
    expect(tenantUsable({ status: 0 }, now)).toBe(false);
    expect(tenantUsable({ expireTime: '2026-11-25' }, now)).toBe(true);
    expect(tenantUsable({ expireTime: '2026-11-24' }, now)).toBe(false);
  });

  it('keeps a package’s menus with the directories above them', () => {
    const menus = [
      { id: 'system', parentId: '' },
      { id: 'role', parentId: 'system' },
      { id: 'dept', parentId: 'system' },
      { id: 'ops', parentId: '' },
    ];
    expect([...packageMenuIds(menus, ['dept'])].sort()).toEqual(['dept', 'system']);
    expect([...packageMenuIds(menus, ['gone'])]).toEqual([]);
  });
});
