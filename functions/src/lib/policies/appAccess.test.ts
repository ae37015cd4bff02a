import { describe, expect, it } from 'vitest';
import { mayUseApp, membershipValid } from './appAccess.ts';

const free = ['portal', 'AppStore'];
const paid = [...free, 'CollabCraft'];
const now = new Date('2026-05-01T00:00:00Z');

describe('mayUseApp', () => {
  it('lets administrators open every app', () => {
    expect(mayUseApp({ isAdmin: true, tierApps: [], freeApps: [], memberDate: '' }, 'CollabCraft', now)).toBe(
      true,
    );
  });

  it('follows the tier while it is valid, the free tier after it expired', () => {
    const member = { isAdmin: false, tierApps: paid, freeApps: free, memberDate: '2026-06-01T00:00:00Z' };
    expect(mayUseApp(member, 'CollabCraft', now)).toBe(true);
    expect(mayUseApp({ ...member, memberDate: '2026-04-01T00:00:00Z' }, 'CollabCraft', now)).toBe(false);
    expect(mayUseApp({ ...member, memberDate: '2026-04-01T00:00:00Z' }, 'portal', now)).toBe(true);
    expect(
      mayUseApp({ isAdmin: false, tierApps: free, freeApps: free, memberDate: '' }, 'CollabCraft', now),
    ).toBe(false);
  });

  it('treats an empty expiry as never expiring', () => {
    expect(membershipValid('', now)).toBe(true);
    expect(membershipValid('2026-05-01T00:00:00Z', now)).toBe(false);
  });
});
