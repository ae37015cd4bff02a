import { describe, expect, it } from 'vitest';
import { ConflictError } from '../lib/errors.ts';
import { effectiveState } from './events.ts';
import { ALLOWED, assertAllowed } from './transitions.ts';

const now = new Date('2026-06-01T00:00:00.000Z');

describe('activity states', () => {
  it('reads a started or paused activity past its end as ended; open-ended ones never end', () => {
    expect(effectiveState({ status: 1, endTime: '2026-05-31T00:00:00.000Z' }, now)).toBe(3);
    expect(effectiveState({ status: 2, endTime: '2026-05-31T00:00:00.000Z' }, now)).toBe(3);
    expect(effectiveState({ status: 1, endTime: '2026-07-01T00:00:00.000Z' }, now)).toBe(1);
    expect(effectiveState({ status: 1, endTime: '' }, now)).toBe(1);
    expect(effectiveState({ status: 0, endTime: '2026-05-31T00:00:00.000Z' }, now)).toBe(0);
  });

  it('allows start (and resume), pause, finish and remove only from their states', () => {
    const table = ([0, 1, 2, 3] as const).map((state) =>
      (Object.keys(ALLOWED) as (keyof typeof ALLOWED)[]).filter((action) => {
        try {
          assertAllowed(action, state);
          return true;
        } catch (error) {
          expect(error).toBeInstanceOf(ConflictError);
          return false;
        }
      }),
    );
    expect(table).toEqual([['start', 'remove'], ['pause', 'finish'], ['start', 'finish'], ['remove']]);
  });
});
