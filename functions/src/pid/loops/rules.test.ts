import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { checkMembers, distinctTags, joinMembers, membersByTag, mergePageLoops } from './rules.ts';

const detail = (id: string, tag: string, page = 1, kind = 'instrument') => ({ id, kind, tag, page });

describe('loop rules', () => {
  const members = membersByTag([
    detail('p2-a', 'FT-101', 2),
    detail('p1-a', 'FT-101'),
    detail('p1-b', 'FIC-101'),
  ]);

  it('keeps the first drawn detail of a tag', () => {
    expect(members.get('FT-101')?.id).toBe('p1-a');
  });

  it('refuses a tag not drawn and a tag of another loop, with its number', () => {
    const loops = [{ id: 'L1', loopNum: 'F-101', tags: ['FT-101'] }];
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        return [(e as AppError).status, (e as AppError).messageKey, (e as AppError).params];
      }
      return null;
    };
    expect(refusal(() => checkMembers(['PT-9'], members, loops))).toEqual([
      400,
      'pid.loop.unknownTag',
      { tag: 'PT-9' },
    ]);
    expect(refusal(() => checkMembers(['FT-101'], members, loops))).toEqual([
      409,
      'pid.loop.tagInOtherLoop',
      { tag: 'FT-101', loopNum: 'F-101' },
    ]);
    expect(refusal(() => checkMembers(['FT-101', 'FIC-101'], members, loops, 'L1'))).toBeNull();
  });

  it('joins members, blank for a tag no longer drawn', () => {
    expect(joinMembers(['FIC-101', 'XX-1'], members)).toEqual([
      { tag: 'FIC-101', detailId: 'p1-b', type: 'instrument', category: '', pageNum: 1 },
      { tag: 'XX-1', detailId: '', type: '', category: '', pageNum: 0 },
    ]);
    expect(distinctTags([' A ', 'A', 'B', ''])).toEqual(['A', 'B']);
  });

  it('merges page loops by number and keeps each tag in one loop', () => {
    const merged = mergePageLoops([
      { loops: [{ loopNumber: 'F-101', tags: ['FT-101', 'FIC-101'] }] },
      {
        loops: [
          { loopNumber: 'F-101', tags: ['FV-101'] },
          { loopNumber: 'P-1', tags: ['FT-101', 'PT-1'] },
        ],
      },
      {},
    ]);
    expect(merged).toEqual([
      { loopNum: 'F-101', tags: ['FIC-101', 'FT-101', 'FV-101'] },
      { loopNum: 'P-1', tags: ['PT-1'] },
    ]);
  });
});
