import { describe, expect, it } from 'vitest';
import { shortTime } from './format.ts';

describe('shortTime', () => {
  it('formats a time as YYYY-MM-DD HH:mm and tolerates nothing', () => {
    const d = new Date(2026, 2, 5, 9, 7);
    expect(shortTime(d.toISOString())).toBe('2026-03-05 09:07');
    expect(shortTime(undefined)).toBe('—');
    expect(shortTime('nonsense')).toBe('—');
  });
});
