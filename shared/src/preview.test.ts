import { describe, expect, it } from 'vitest';
import {
  PREVIEW_SUFFIXES,
  PREVIEW_TYPES,
  type PreviewEntry,
  previewRefusal,
  previewRendition,
  previewTypeOf,
  TEXT_PREVIEW_MAX_BYTES,
} from './preview.ts';

const entry = (over: Partial<PreviewEntry> = {}): PreviewEntry => ({
  fileSuffix: 'pdf',
  fileSize: 1000,
  fileSizes: '1000B',
  isModel: '',
  preview: 0,
  state: null,
  ...over,
});

describe('previewTypeOf', () => {
  it('resolves every suffix of the spec lists to its viewer kind', () => {
    expect(previewTypeOf('wlkx')).toBe('model');
    expect(previewTypeOf('sldprt')).toBe('model');
    for (const s of ['pdf', 'dwg', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'])
      expect(previewTypeOf(s)).toBe('pdf');
    expect(previewTypeOf('svg')).toBe('svg');
    for (const s of ['jpg', 'png', 'jpeg', 'bmp', 'gif', 'tiff', 'tif']) expect(previewTypeOf(s)).toBe('img');
    for (const s of ['mp4', 'flv', 'mkv', 'mov', 'mpeg', 'avi', 'rmvb', 'rm', '3gp']) {
      expect(previewTypeOf(s)).toBe('mp4');
    }
    for (const s of ['mp3', 'wav', 'aac', 'wma', 'ac3', 'ogg', 'mid']) expect(previewTypeOf(s)).toBe('mp3');
    expect(previewTypeOf('txt')).toBe('txt');
  });

  it('ignores case and a leading dot, and returns null for unknown suffixes', () => {
    expect(previewTypeOf('.PDF')).toBe('pdf');
    expect(previewTypeOf(' Dwg ')).toBe('pdf');
    expect(previewTypeOf('exe')).toBeNull();
    expect(previewTypeOf('')).toBeNull();
  });

  it('puts no suffix in two lists', () => {
    const all = PREVIEW_TYPES.flatMap((t) => PREVIEW_SUFFIXES[t]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('previewRendition', () => {
  it('names what the server converts and what it serves as is', () => {
    expect(previewRendition('pdf')).toBe('original');
    expect(previewRendition('docx')).toBe('pdf');
    expect(previewRendition('XLS')).toBe('pdf');
    expect(previewRendition('dwg')).toBe('svg');
    expect(previewRendition('dxf')).toBe('svg');
    expect(previewRendition('svg')).toBe('svg');
    expect(previewRendition('tif')).toBe('png');
    expect(previewRendition('png')).toBe('original');
    expect(previewRendition('mp4')).toBe('original');
    expect(previewRendition('mkv')).toBe('mp4');
    expect(previewRendition('wma')).toBe('mp3');
    expect(previewRendition('mp3')).toBe('original');
    expect(previewRendition('txt')).toBe('text');
    expect(previewRendition('ifc')).toBeNull();
    expect(previewRendition('exe')).toBeNull();
  });
});

describe('previewRefusal', () => {
  it('allows a plain supported file', () => {
    expect(previewRefusal(entry())).toBeNull();
  });

  it("refuses a size of '0B' or '-' or zero bytes with the file size tip", () => {
    expect(previewRefusal(entry({ fileSizes: '0B' }))).toBe('fileSizeTip');
    expect(previewRefusal(entry({ fileSizes: '-' }))).toBe('fileSizeTip');
    expect(previewRefusal(entry({ fileSize: 0, fileSizes: undefined }))).toBe('fileSizeTip');
  });

  it('refuses an unsupported suffix', () => {
    expect(previewRefusal(entry({ fileSuffix: 'exe' }))).toBe('formatNotSupported');
    expect(previewRefusal(entry({ fileSuffix: '' }))).toBe('formatNotSupported');
  });

  it('refuses a txt of 102400 bytes or more, and allows one byte less', () => {
    const txt = (fileSize: number) => entry({ fileSuffix: 'txt', fileSize });
    expect(previewRefusal(txt(TEXT_PREVIEW_MAX_BYTES))).toBe('fileTooLargeTip');
    expect(previewRefusal(txt(TEXT_PREVIEW_MAX_BYTES + 1))).toBe('fileTooLargeTip');
    expect(previewRefusal(txt(TEXT_PREVIEW_MAX_BYTES - 1))).toBeNull();
    expect(previewRefusal(entry({ fileSuffix: 'pdf', fileSize: TEXT_PREVIEW_MAX_BYTES * 10 }))).toBeNull();
  });

  it('refuses a dwg that is a model, and allows a dwg that is not', () => {
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '3' }))).toBe('modelPreviewTip');
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '2' }))).toBe('modelPreviewTip');
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '-1' }))).toBe('modelPreviewTip');
    // Uploads mark every dwg '1' (unparsed): it is a drawing until it is submitted as a model.
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '1' }))).toBeNull();
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '' }))).toBeNull();
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: null }))).toBeNull();
  });

  it('refuses model types in the web preview only', () => {
    expect(previewRefusal(entry({ fileSuffix: 'ifc' }))).toBe('modelPreviewTip');
    expect(previewRefusal(entry({ fileSuffix: 'ifc' }), { web: true })).toBe('modelPreviewTip');
    expect(previewRefusal(entry({ fileSuffix: 'ifc' }), { web: false })).toBeNull();
  });

  it('refuses a preview state other than 0 or 2 with the preview tip', () => {
    expect(previewRefusal(entry({ preview: 1 }))).toBe('previewTip');
    expect(previewRefusal(entry({ preview: -1 }))).toBe('previewTip');
    expect(previewRefusal(entry({ preview: 2 }))).toBeNull();
    expect(previewRefusal(entry({ preview: null }))).toBeNull();
  });

  it('refuses while recognising or waiting (previewTip1) and after a failed recognition (previewTip2)', () => {
    expect(previewRefusal(entry({ state: 10 }))).toBe('previewTip1');
    expect(previewRefusal(entry({ state: 20 }))).toBe('previewTip1');
    expect(previewRefusal(entry({ state: 99 }))).toBe('previewTip2');
    expect(previewRefusal(entry({ state: 90 }))).toBeNull();
  });

  it('checks the rules in order: size, format, txt size, model, preview state, recognition', () => {
    expect(previewRefusal(entry({ fileSizes: '0B', fileSuffix: 'exe' }))).toBe('fileSizeTip');
    expect(previewRefusal(entry({ fileSuffix: 'exe', preview: 1 }))).toBe('formatNotSupported');
    expect(previewRefusal(entry({ fileSuffix: 'txt', fileSize: 200000, state: 99 }))).toBe('fileTooLargeTip');
    expect(previewRefusal(entry({ fileSuffix: 'dwg', isModel: '3', preview: 1 }))).toBe('modelPreviewTip');
    expect(previewRefusal(entry({ preview: 1, state: 99 }))).toBe('previewTip');
  });
});
