import { describe, expect, it } from 'vitest';
import { filledCount, notAfterToday, type SearchField, searchQuery } from './search.ts';

const fields: SearchField[] = [
  { kind: 'text', key: 'name', label: 'Name' },
  { kind: 'select', key: 'status', label: 'Status', options: [] },
  { kind: 'multiselect', key: 'types', label: 'Types', options: [] },
  { kind: 'date', key: 'day', label: 'Day', noFuture: true },
  { kind: 'dateRange', key: 'period', label: 'Period', startKey: 'startTime', endKey: 'endTime' },
];

describe('search fields', () => {
  it('turns filled fields into query parameters and leaves empty ones out', () => {
    expect(
      searchQuery(fields, {
        name: '  pump ',
        status: '1',
        types: ['a', 'b'],
        day: '2026-11-20',
        period: { start: '2026-11-01', end: '2026-11-25' },
      }),
    ).toEqual({
      name: 'pump',
      status: '1',
      types: 'a,b',
      day: '2026-11-20',
      startTime: '2026-11-01',
      endTime: '2026-11-25',
    });
    expect(searchQuery(fields, { name: ' ', status: '', types: [], period: { start: '', end: '' } })).toEqual(
      {},
    );
  });

  it('counts the advanced fields in use', () => {
    expect(filledCount(fields, { types: ['a'], period: { start: '2026-01-01', end: '2026-01-02' } })).toBe(2);
  });

  it('disables dates from tomorrow on', () => {
    const now = new Date(2026, 10, 25, 23, 59);
    expect(notAfterToday(new Date(2026, 10, 25), now)).toBe(true);
    expect(notAfterToday(new Date(2026, 10, 25, 23, 59, 59), now)).toBe(true);
    expect(notAfterToday(new Date(2026, 10, 26), now)).toBe(false);
  });
});
