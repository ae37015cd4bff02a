import { describe, expect, it } from 'vitest';
import { isPastOrToday, toLogFilters } from './filters.tsx';

describe('operation log filters', () => {
  it('sends only the filled-in fields, dates as days', () => {
    expect(toLogFilters({ account: ' demo ', operaModule: '', range: null })).toEqual({ account: 'demo' });
    expect(
      toLogFilters({
        account: '',
        operaModule: 'cloud/file',
        range: { type: 'absolute', startDate: '2026-11-01', endDate: '2026-11-07T00:00:00' },
      }),
    ).toEqual({ operaModule: 'cloud/file', startDate: '2026-11-01', endDate: '2026-11-07' });
  });

  it('disables dates from tomorrow on', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(isPastOrToday(new Date(2026, 10, 25), now)).toBe(true);
    expect(isPastOrToday(new Date(2026, 10, 26), now)).toBe(false);
  });
});
