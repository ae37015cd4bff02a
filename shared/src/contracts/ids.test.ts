import { describe, expect, it } from 'vitest';
import {
  ID_LIST_MAX,
  IdListSchema,
  IdSchema,
  idListSchema,
  OptionalIdListSchema,
  OptionalIdSchema,
} from './ids.ts';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const sortable = 'm3x9k2p1a0123456789';
const linkCode = 'Ab_9-xYz0123456789AbCd';

describe('IdSchema', () => {
  it('takes the ids the product issues', () => {
    for (const id of [uuid, sortable, linkCode, '000000']) expect(IdSchema.parse(id)).toBe(id);
    expect(IdSchema.parse(`  ${uuid} `)).toBe(uuid);
  });

  it('refuses over-long, empty and foreign ids with the id message', () => {
    for (const bad of ['x'.repeat(65), '9'.repeat(8000), '', '   ', 'a/b', 'a#b', '../x', 'é', 'a,b', 7]) {
      const result = IdSchema.safeParse(bad);
      expect(result.success).toBe(false);
      if (typeof bad === 'string') expect(result.error?.issues[0]?.message).toBe('common.idInvalid');
    }
    expect(IdSchema.safeParse('x'.repeat(64)).success).toBe(true);
  });

  it('lets an optional id be missing or blank', () => {
    expect(OptionalIdSchema.parse(undefined)).toBeUndefined();
    expect(OptionalIdSchema.parse('')).toBeUndefined();
    expect(OptionalIdSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });
});

describe('id lists', () => {
  it('read arrays and comma-joined text alike', () => {
    expect(IdListSchema.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(IdListSchema.parse('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(IdListSchema.parse('')).toEqual([]);
    expect(OptionalIdListSchema.parse(undefined)).toEqual([]);
  });

  it('check every id', () => {
    expect(IdListSchema.safeParse(['a', 'x'.repeat(65)]).success).toBe(false);
    expect(IdListSchema.safeParse('9'.repeat(5000)).success).toBe(false);
    expect(OptionalIdListSchema.safeParse(`a,${'b'.repeat(100)}`).success).toBe(false);
  });

  it('cap the count at 1,000 (or a smaller limit)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
    expect(IdListSchema.parse(many(ID_LIST_MAX))).toHaveLength(ID_LIST_MAX);
    for (const input of [
      many(ID_LIST_MAX + 1),
      many(ID_LIST_MAX + 1).join(','),
      Array(5000).fill('9').join(','),
    ]) {
      const result = IdListSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('common.idListTooLong');
    }
    expect(OptionalIdListSchema.safeParse(Array(5000).fill('9')).success).toBe(false);
    expect(idListSchema({ max: 500 }).safeParse(many(501)).success).toBe(false);
  });

  it('may require at least one id', () => {
    const nonEmpty = idListSchema({ min: 1 });
    expect(nonEmpty.safeParse([]).success).toBe(false);
    expect(nonEmpty.safeParse(',,').success).toBe(false);
    expect(nonEmpty.parse('a')).toEqual(['a']);
  });
});
