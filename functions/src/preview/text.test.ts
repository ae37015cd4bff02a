import { TEXT_PREVIEW_MAX_BYTES } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { PreviewRefusedError } from './errors.ts';
import { decodeText, textToUtf8 } from './text.ts';

const CHINESE = '这是一个中文文本文件，用于测试编码检测。管道与仪表流程图（P&ID）预览。';
/** CHINESE encoded as GBK (Python's str.encode('gbk')). */
const CHINESE_GBK =
  'd5e2cac7d2bbb8f6d6d0cec4cec4b1becec4bcfea3acd3c3d3dab2e2cad4b1e0c2ebbcecb2e2a1a3b9dcb5c0d3ebd2c7b1edc1f7b3cccdbca3a850264944a3a9d4a4c0c0a1a3';
const hex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
const utf16le = (s: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(s, 'utf16le')]);
const utf16be = (s: string) => {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return new Uint8Array([0xfe, 0xff, ...be]);
};

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(new TextEncoder().encode(CHINESE))).toEqual({ text: CHINESE, encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('ä 中')]);
    expect(decodeText(withBom)).toEqual({ text: 'ä 中', encoding: 'utf-8' });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('line 1\r\nline 2\n'))).toEqual({
      text: 'line 1\r\nline 2\n',
      encoding: 'utf-8',
    });
  });

  it('reads UTF-16 little and big endian by their BOM', () => {
    expect(decodeText(utf16le(`A ${CHINESE}`))).toEqual({ text: `A ${CHINESE}`, encoding: 'utf-16le' });
    expect(decodeText(utf16be(`B ${CHINESE}`))).toEqual({ text: `B ${CHINESE}`, encoding: 'utf-16be' });
  });

  it('detects GBK text and decodes it as GB18030', () => {
    expect(decodeText(hex(CHINESE_GBK))).toEqual({ text: CHINESE, encoding: 'gb18030' });
  });

  it('prefers GB18030 for a short ambiguous GBK text', () => {
    expect(decodeText(hex('c4e3bac3'))).toEqual({ text: '你好', encoding: 'gb18030' });
  });

  it('reads a Western code page when the detector is confident', () => {
    const cp1252 = hex('4772fcdf6520617573204bf66c6e2c20646965204dfc6c6c6572');
    const { text, encoding } = decodeText(cp1252);
    expect(text).toBe('Grüße aus Köln, die Müller');
    expect(['windows-1252', 'iso-8859-1']).toContain(encoding);
  });

  it('refuses 102400 bytes or more and accepts one byte less', () => {
    expect(() => decodeText(new Uint8Array(TEXT_PREVIEW_MAX_BYTES).fill(0x61))).toThrow(PreviewRefusedError);
    expect(() => decodeText(new Uint8Array(TEXT_PREVIEW_MAX_BYTES).fill(0x61))).toThrow(
      expect.objectContaining({ messageKey: 'fileTooLargeTip' }),
    );
    expect(decodeText(new Uint8Array(TEXT_PREVIEW_MAX_BYTES - 1).fill(0x61)).text).toHaveLength(
      TEXT_PREVIEW_MAX_BYTES - 1,
    );
  });

  it('refuses binary content', () => {
    expect(() => decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toThrow(
      expect.objectContaining({ messageKey: 'preview.notText' }),
    );
  });
});

describe('textToUtf8', () => {
  it('re-encodes GBK and UTF-16 files as UTF-8 without a BOM', () => {
    const fromGbk = textToUtf8(hex(CHINESE_GBK));
    expect(new TextDecoder().decode(fromGbk.utf8)).toBe(CHINESE);
    expect(fromGbk.encoding).toBe('gb18030');
    const fromUtf16 = textToUtf8(utf16le('x'));
    expect([...fromUtf16.utf8]).toEqual([0x78]);
  });
});
