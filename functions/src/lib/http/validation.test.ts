import { translate } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppError } from '../errors.ts';
import { parseInput, validateWith } from './validation.ts';

/** The refusal as the client reads it, in one language ("field: message"). */
function refusal(schema: z.ZodType, value: unknown, lang: 'zh' | 'en'): string {
  try {
    validateWith(schema, value);
  } catch (error) {
    const e = error as AppError & { field: string };
    return translate('common.invalidField', lang, {
      field: e.field,
      message: translate(e.messageKey, lang, e.params),
    });
  }
  throw new Error('accepted');
}

const HAS_CHINESE = /[\u4e00-\u9fff]/;

describe("zod's own refusals are translated, never its English defaults", () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    [
      'a number below its minimum',
      z.object({ size: z.number().min(1) }),
      { size: 0 },
      'size: must be at least 1',
    ],
    [
      'a number above its maximum',
      z.object({ size: z.number().max(100) }),
      { size: 101 },
      'size: must be at most 100',
    ],
    [
      'a string too short',
      z.object({ name: z.string().min(2) }),
      { name: 'a' },
      'name: must have at least 2 character(s)',
    ],
    [
      'a string too long',
      z.object({ name: z.string().max(3) }),
      { name: 'abcd' },
      'name: must have at most 3 character(s)',
    ],
    [
      'a list too long',
      z.object({ ids: z.array(z.string()).max(1) }),
      { ids: ['a', 'b'] },
      'ids: must have at most 1 item(s)',
    ],
    [
      'a value not among the options',
      z.object({ kind: z.enum(['a', 'b']) }),
      { kind: 'c' },
      'kind: must be one of: a, b',
    ],
    ['a pattern', z.object({ md5: z.string().regex(/^[0-9a-f]{32}$/) }), { md5: 'x' }, 'md5: is not valid'],
    ['a URL', z.object({ gateway: z.url() }), { gateway: 'x1' }, 'gateway: is not valid'],
    [
      'unknown keys',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      'body: has fields this request does not take: b',
    ],
    [
      'a union given nothing',
      z.object({ ids: z.union([z.array(z.string()), z.string()]) }),
      {},
      'ids: is required',
    ],
    [
      'a union given a number',
      z.object({ ids: z.union([z.array(z.string()), z.string()]) }),
      { ids: 1 },
      'ids: is not valid',
    ],
    ['a fraction for a whole number', z.object({ n: z.int() }), { n: 1.5 }, 'n: must be a whole number'],
    ['a wrong type', z.object({ name: z.string() }), { name: 1 }, 'name: must be a string'],
    ['a missing field', z.object({ name: z.string() }), {}, 'name: is required'],
  ];
  for (const [what, schema, value, en] of cases)
    it(what, () => {
      expect(refusal(schema, value, 'en')).toBe(en);
      const zh = refusal(schema, value, 'zh');
      expect(zh).toMatch(HAS_CHINESE);
      expect(zh).not.toMatch(/Too (big|small)|Invalid|expected/);
    });

  it("keeps a contract's own message key", () => {
    const schema = z.object({ id: z.string().max(2, { error: 'common.idInvalid' }) });
    expect(refusal(schema, { id: 'abc' }, 'en')).toBe(
      'id: is not a valid id (1–64 letters, digits, "-" or "_")',
    );
  });
});

describe('parseInput, for what a handler reads from the request itself (a JSON form part)', () => {
  const schema = z.object({ content: z.string(), extra: z.unknown().optional() });
  it('refuses deep nesting and broken text as the pipeline does', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(() => parseInput(schema, { content: 'x', extra: deep })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => parseInput(schema, { content: 'a\u0000' })).toThrow(
      expect.objectContaining({ field: 'content' }),
    );
    expect(parseInput(schema, { content: '好 😀' })).toEqual({ content: '好 😀' });
  });
});
