import { describe, expect, it } from 'vitest';
import { relativeTime } from './time.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says minutes, hours, days ago, then the date', () => {
    expect(relativeTime('2026-03-10T11:59:40Z', now)).toEqual({ key: 'notices.justNow' });
    expect(relativeTime('2026-03-10T11:15:00Z', now)).toEqual({ key: 'notices.minutesAgo', count: 45 });
    expect(relativeTime('2026-03-10T07:00:00Z', now)).toEqual({ key: 'notices.hoursAgo', count: 5 });
    expect(relativeTime('2026-03-07T12:00:00Z', now)).toEqual({ key: 'notices.daysAgo', count: 3 });
    expect(relativeTime('2025-12-01T12:00:00Z', now)).toEqual({ key: 'notices.date', date: '2025-12-01' });
    expect(relativeTime('nonsense', now)).toEqual({ key: 'notices.date', date: 'nonsense' });
  });
});
