import { describe, expect, it } from 'vitest';
import { firstPlatformPath, type PlatformMenuSection, visibleMenu } from './platformMenu.ts';

const menu: PlatformMenuSection[] = [
  { labelKey: 'a', items: [{ path: '/platform/a', labelKey: 'a1', roles: ['auditor'] }] },
  {
    labelKey: 'b',
    items: [
      { path: '/platform/b1', labelKey: 'b1' },
      { path: '/platform/b2', labelKey: 'b2', roles: ['administrator'] },
    ],
  },
  { labelKey: 'c', roles: ['auditor'], items: [{ path: '/platform/c', labelKey: 'c1' }] },
];

describe('platform menu', () => {
  it('keeps only items and sections whose role list has the current role', () => {
    const seen = visibleMenu(['administrator'], menu);
    expect(seen.map((s) => s.labelKey)).toEqual(['b']);
    expect(seen[0]!.items.map((i) => i.path)).toEqual(['/platform/b1', '/platform/b2']);
    expect(visibleMenu(['auditor'], menu).map((s) => s.labelKey)).toEqual(['a', 'b', 'c']);
  });

  it('lands on the first visible leaf', () => {
    expect(firstPlatformPath(['auditor'], menu)).toBe('/platform/a');
    expect(firstPlatformPath(['administrator'], menu)).toBe('/platform/b1');
    expect(firstPlatformPath([], [])).toBe('/platform/user/index');
  });
});
