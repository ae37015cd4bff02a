import { describe, expect, it } from 'vitest';
import { canChangeDefaultRules, canChangeProjectRules } from './pidRulePolicy.ts';

describe('P&ID rule policy', () => {
  it('only platform administrators change the default rules', () => {
    expect(canChangeDefaultRules({ isAdmin: true })).toBe(true);
    expect(canChangeDefaultRules({ isAdmin: false })).toBe(false);
  });

  it("a project's rules: creator and member admins, never in the special project", () => {
    const normal = { createUser: 'u1', isDefault: 0 as const };
    expect(canChangeProjectRules(normal, 'creator')).toBe(true);
    expect(canChangeProjectRules(normal, 'admin')).toBe(true);
    expect(canChangeProjectRules(normal, 'user')).toBe(false);
    expect(canChangeProjectRules(normal, null)).toBe(false);
    expect(canChangeProjectRules({ ...normal, isDefault: 1 }, 'creator')).toBe(true);
    expect(canChangeProjectRules({ ...normal, isDefault: 2 }, 'creator')).toBe(false);
  });
});
