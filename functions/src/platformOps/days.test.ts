import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../lib/errors.ts';
import { dayRange, daysBetween } from './days.ts';

describe('statistics day ranges', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('defaults to the 30 days up to today and lists every day inclusive', () => {
    expect(dayRange({}, now)).toEqual({ startDay: '2026-03-02', endDay: '2026-03-31' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('refuses a reversed range and one over 366 days', () => {
    expect(() => dayRange({ startDay: '2026-03-02', endDay: '2026-03-01' }, now)).toThrow(BadRequestError);
    expect(() => dayRange({ startDay: '2025-01-01', endDay: '2026-01-02' }, now)).toThrow(
      expect.objectContaining({ messageKey: 'platformOps.rangeTooLong' }),
    );
    expect(dayRange({ startDay: '2025-01-01', endDay: '2026-01-01' }, now).startDay).toBe('2025-01-01');
  });
});
