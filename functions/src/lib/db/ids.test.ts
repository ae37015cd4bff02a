import { describe, expect, it } from 'vitest';
import { SORTABLE_ID, sortableId } from './ids.ts';

describe('sortableId', () => {
  it('sorts by time and stays unique within a millisecond', () => {
    const early = sortableId(new Date('2026-01-01T00:00:00Z'));
    const late = sortableId(new Date('2026-01-01T00:00:00.001Z'));
    expect(early < late).toBe(true);
    const same = new Date();
    expect(sortableId(same)).not.toBe(sortableId(same));
    expect(early).toMatch(SORTABLE_ID);
  });
});
