import { translate } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { renditionKey, thumbnailKeyOf } from '../derived/index.ts';
import type { Entry } from '../file/model.ts';
import { checkConvertible, convertForPreview } from './convert.ts';
import { effectivePreview, failureParams, previewPlan, refuseUnpreviewable } from './source.ts';

const entry = (fields: Partial<Entry>): Entry =>
  ({
    id: 'f1',
    projectId: 'p1',
    isFile: 1,
    fileName: 'a.pdf',
    fileSuffix: 'pdf',
    fileSize: 10,
    isModel: '',
    state: null,
    preview: 0,
    ...fields,
  }) as Entry;

describe('preview plan', () => {
  it('converts what the viewers cannot show and only thumbnails what they can', () => {
    expect(previewPlan('docx')).toEqual({ rendition: 'pdf', workflow: true });
    expect(previewPlan('DWG')).toEqual({ rendition: 'svg', workflow: true });
    expect(previewPlan('tif')).toEqual({ rendition: 'png', workflow: true });
    expect(previewPlan('mkv')).toEqual({ rendition: 'mp4', workflow: true });
    expect(previewPlan('wma')).toEqual({ rendition: 'mp3', workflow: true });
    expect(previewPlan('txt')).toEqual({ rendition: 'text', workflow: true });
    expect(previewPlan('jpg')).toEqual({ rendition: 'original', workflow: true });
    expect(previewPlan('pdf')).toEqual({ rendition: 'original', workflow: true });
    expect(previewPlan('mp4')).toEqual({ rendition: 'original', workflow: true });
    expect(previewPlan('ifc')).toEqual({ rendition: null, workflow: false });
    expect(previewPlan('exe')).toEqual({ rendition: null, workflow: false });
  });

  it('treats files shown as is as ready whatever their stored state', () => {
    expect(effectivePreview({ fileSuffix: 'png', preview: 0 })).toBe(2);
    expect(effectivePreview({ fileSuffix: 'docx', preview: 0 })).toBe(0);
    expect(effectivePreview({ fileSuffix: 'docx', preview: -1 })).toBe(-1);
  });
});

describe('server-side refusals', () => {
  const refusal = (fields: Partial<Entry>) => {
    try {
      refuseUnpreviewable(entry(fields));
      return null;
    } catch (error) {
      return (error as { status: number; messageKey: string }).messageKey;
    }
  };
  it('answers the spec keys, and leaves the preview state to the answer', () => {
    expect(refusal({ fileSize: 0 })).toBe('fileSizeTip');
    expect(refusal({ fileSuffix: 'txt', fileSize: 102_400 })).toBe('fileTooLargeTip');
    expect(refusal({ fileSuffix: 'dwg', isModel: '3' })).toBe('modelPreviewTip');
    expect(refusal({ fileSuffix: 'dwg', isModel: '1' })).toBeNull();
    expect(refusal({ fileSuffix: 'step' })).toBe('modelPreviewTip');
    expect(refusal({ state: 20 })).toBe('previewTip1');
    expect(refusal({ state: 99 })).toBe('previewTip2');
    expect(refusal({ fileSuffix: 'zip' })).toBe('formatNotSupported');
    expect(refusal({ fileSuffix: 'docx', preview: 1 })).toBeNull();
    expect(refusal({ fileSuffix: 'docx', preview: -1 })).toBeNull();
  });
});

describe('conversion limits and messages', () => {
  it('refuses originals too large to convert with their own key', () => {
    expect(() => checkConvertible('docx', 201 * 1024 ** 2)).toThrow(
      expect.objectContaining({ messageKey: 'preview.tooLargeToConvert' }),
    );
    expect(() => checkConvertible('docx', 10 * 1024 ** 2)).not.toThrow();
    expect(() => checkConvertible('png', 2 * 1024 ** 3)).not.toThrow();
  });

  it('names the missing converter in the failure message', () => {
    expect(failureParams({ previewMessage: 'preview.converterMissing', fileSuffix: 'docx' })).toEqual({
      converter: 'LibreOffice',
    });
    expect(failureParams({ previewMessage: 'preview.converterMissing', fileSuffix: 'avi' })).toEqual({
      converter: 'FFmpeg',
    });
    expect(failureParams({ previewMessage: 'preview.conversionFailed', fileSuffix: 'docx' })).toEqual({});
  });

  it('keeps renditions under the entry, so deleting the entry finds them', () => {
    expect(renditionKey({ projectId: 'p', id: 'e' }, 'pdf')).toBe('previews/p/e/view.pdf');
    expect(renditionKey({ projectId: 'p', id: 'e' }, 'text')).toBe('previews/p/e/view.txt');
    expect(thumbnailKeyOf({ projectId: 'p', id: 'e' })).toBe('previews/p/e/thumb.png');
  });
});

describe('a converter missing on the machine', () => {
  it('fails with a message naming it, not a blank', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const error = await convertForPreview(new Uint8Array([80, 75, 3, 4, 1]), 'docx').catch((e) => e);
      expect(error).toMatchObject({ messageKey: 'preview.converterMissing' });
      const video = await convertForPreview(new Uint8Array([1, 2, 3]), 'avi').catch((e) => e);
      expect(video).toMatchObject({ messageKey: 'preview.converterMissing' });
    } finally {
      process.env.PATH = path;
    }
    const stored = { previewMessage: 'preview.converterMissing', fileSuffix: 'docx' };
    expect(translate(stored.previewMessage, 'en', failureParams(stored))).toBe(
      'The LibreOffice converter is not installed on the server.',
    );
  });
});
