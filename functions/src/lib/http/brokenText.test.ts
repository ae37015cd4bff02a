import { describe, expect, it } from 'vitest';
import { refuseBrokenText } from './brokenText.ts';

describe('broken text in a request', () => {
  it.each([
    ['a NUL', { name: 'a\u0000b' }, 'name'],
    ['a bell', { name: 'a\u0007' }, 'name'],
    ['a lone high surrogate', { list: ['ok', 'x\ud800y'] }, 'list.1'],
    ['a lone low surrogate', { deep: { text: '\udc00' } }, 'deep.text'],
    ['a key with a NUL', { 'a\u0000': 1 }, 'a\u0000'],
    ['a body that is itself broken text', '\u0000', 'body'],
  ])('refuses %s, naming where', (_, value, field) => {
    expect(() => refuseBrokenText(value, '')).toThrow(expect.objectContaining({ status: 400, field }));
  });

  it('takes ordinary text: tabs and line breaks, emoji (a surrogate pair), right-to-left and Chinese', () => {
    expect(() =>
      refuseBrokenText({ a: 'line\r\nnext\tcol', b: '😀', c: 'ب\u202E', d: ['中文'], e: 12, f: null }, ''),
    ).not.toThrow();
  });

  it('does not read bytes as text', () => {
    expect(() => refuseBrokenText({ files: [{ data: Buffer.from([0, 1, 2]) }] }, '')).not.toThrow();
  });

  it("leaves a handler's own name fields' control characters to it, not their lone surrogates", () => {
    expect(() => refuseBrokenText({ dirName: 'a\u0000b' }, '', ['dirName'])).not.toThrow();
    expect(() => refuseBrokenText({ dirName: 'a\ud800' }, '', ['dirName'])).toThrow(
      expect.objectContaining({ field: 'dirName' }),
    );
    expect(() => refuseBrokenText({ other: 'a\u0000b' }, '', ['dirName'])).toThrow(
      expect.objectContaining({ field: 'other' }),
    );
  });
});
