import { describe, expect, it } from 'vitest';
import { calendarDay } from './fragments.ts';

describe('calendarDay', () => {
  const day = calendarDay({ error: 'common.invalidValue' });
  it('takes days that exist, leap days included', () => {
    for (const v of ['2024-02-29', '2026-11-26', '1999-12-31'])
      expect(day.safeParse(v).success, v).toBe(true);
  });
  it('refuses days that do not, and other shapes', () => {
    for (const v of [
      '2024-13-45',
      '2024-02-31',
      '2023-02-29',
      '0000-00-00',
      'not a date',
      '2024-1-1',
      '2024-01-01T00:00',
    ])
      expect(day.safeParse(v).success, v).toBe(false);
  });
});
