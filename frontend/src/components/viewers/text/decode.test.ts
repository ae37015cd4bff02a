import { describe, expect, it } from 'vitest';
import { decodeText, splitLines, TEXT_LIMIT } from './decode.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeText', () => {
  it('decodes UTF-8 with any line ending and drops a BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('阀门 V-1\r\nline 2\rline 3\n')]);
    expect(decodeText(bytes)).toEqual({ lines: ['阀门 V-1', 'line 2', 'line 3'], truncated: false });
  });

  it('cuts at the limit without splitting a character', () => {
    const bytes = utf8('ab阀门'); // 2 + 3 + 3 bytes
    expect(decodeText(bytes, 6)).toEqual({ lines: ['ab阀'], truncated: true });
    expect(decodeText(bytes, 5)).toEqual({ lines: ['ab阀'], truncated: true });
    expect(decodeText(bytes, 4)).toEqual({ lines: ['ab'], truncated: true });
    expect(decodeText(bytes, 8)).toEqual({ lines: ['ab阀门'], truncated: false });
    expect(decodeText(utf8('a😀'), 4)).toEqual({ lines: ['a'], truncated: true });
  });

  it('shows invalid bytes as replacement characters', () => {
    expect(decodeText(new Uint8Array([0x61, 0xff, 0x62])).lines).toEqual(['a\ufffdb']);
  });

  it('limits at 100 KB', () => {
    expect(TEXT_LIMIT).toBe(102_400);
  });
});

describe('splitLines', () => {
  it('keeps empty lines but not a final newline', () => {
    expect(splitLines('a\n\nb\n')).toEqual(['a', '', 'b']);
    expect(splitLines('')).toEqual(['']);
  });
});
