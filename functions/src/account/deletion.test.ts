import { describe, expect, it } from 'vitest';
import { deletionChecks } from './deletion.ts';

const now = new Date('2026-05-10T12:00:00Z');

describe('deletionChecks', () => {
  it('allows deletion without recent sensitive changes', () => {
    const check = deletionChecks(
      { roleNames: ['user'], sensitiveChangedAt: '2026-05-07T11:59:00Z' },
      false,
      now,
    );
    expect(check.allowed).toBe(true);
    expect(check.coolingDays).toBe(7);
  });

  it('blocks it for 3 days after a sensitive change and says until when', () => {
    const check = deletionChecks(
      { roleNames: ['user'], sensitiveChangedAt: '2026-05-08T09:00:00Z' },
      false,
      now,
    );
    expect(check.allowed).toBe(false);
    expect(check.checks[0]).toEqual({
      key: 'deletion.blockedSensitive',
      passed: false,
      date: '2026-05-11T09:00:00.000Z',
    });
  });

  it('never lets administrators delete themselves, nor request twice', () => {
    expect(deletionChecks({ roleNames: ['administrator'] }, true, now).allowed).toBe(false);
    expect(
      deletionChecks({ roleNames: ['user'], deletionDueAt: '2026-05-17T00:00:00Z' }, false, now).allowed,
    ).toBe(false);
  });
});
