import { describe, expect, it } from 'vitest';
import { matchesPerson, pageCount, pageOf } from './paging.ts';

describe('paging and people matching', () => {
  it('matches account or name case-insensitively', () => {
    expect(matchesPerson({ account: 'Alice_01', memberName: 'Wang Li' }, 'alice')).toBe(true);
    expect(matchesPerson({ account: 'bob', memberName: 'Wang Li' }, 'WANG')).toBe(true);
    expect(matchesPerson({ account: 'bob' }, 'carol')).toBe(false);
    expect(matchesPerson({ account: 'bob' }, '  ')).toBe(true);
  });

  it('pages lists', () => {
    const list = Array.from({ length: 250 }, (_, i) => i);
    expect(pageOf(list, 3, 100)).toEqual(list.slice(200));
    expect(pageCount(250, 100)).toBe(3);
    expect(pageCount(0, 100)).toBe(1);
  });
});
