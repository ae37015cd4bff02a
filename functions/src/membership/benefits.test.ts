import { describe, expect, it } from 'vitest';
import { effectiveTier } from './benefits.ts';
import { DEFAULT_TIERS } from './tiers.ts';

describe('download benefits', () => {
  it('seeds the tiers of spec 2 §3: free none, member downSpeed, SVIP and enterprise both', () => {
    const pick = (c: keyof typeof DEFAULT_TIERS) => ({
      downSpeed: DEFAULT_TIERS[c].equities.downSpeed,
      downAnalysis: DEFAULT_TIERS[c].equities.downAnalysis,
    });
    expect(pick('nonMember')).toEqual({ downSpeed: false, downAnalysis: false });
    expect(pick('member')).toEqual({ downSpeed: true, downAnalysis: false });
    expect(pick('superMember')).toEqual({ downSpeed: true, downAnalysis: true });
    expect(pick('enterpriseMember')).toEqual({ downSpeed: true, downAnalysis: true });
  });

  it('falls back to the free tier once the membership expired', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(effectiveTier('superMember', '2026-07-01T00:00:00Z', now)).toBe('superMember');
    expect(effectiveTier('superMember', '2026-05-01T00:00:00Z', now)).toBe('nonMember');
    expect(effectiveTier('nonMember', '', now)).toBe('nonMember');
  });
});
