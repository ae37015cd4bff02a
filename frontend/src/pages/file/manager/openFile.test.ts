import { describe, expect, it } from 'vitest';
import { openFile } from './openFile.ts';

const row = (over: Record<string, unknown> = {}) => ({
  id: 'f1',
  fileName: 'plan.pdf',
  fileSuffix: 'pdf',
  fileSize: 4096,
  projectId: 'p1',
  isModel: '',
  preview: 0,
  state: null,
  ...over,
});

describe('opening a file from the list', () => {
  it('opens the preview page of a previewable file, remembering the folder', () => {
    expect(openFile(row(), 'd1')).toEqual({
      kind: 'navigate',
      path: '/file/preview?type=pdf&pk_doc=f1&name=plan.pdf&projectId=p1&dirId=d1',
    });
  });

  it('warns without navigating on the refusals the row decides (spec 1 §5)', () => {
    expect(openFile(row({ fileSize: 0 }))).toEqual({ kind: 'warn', key: 'fileSizeTip' });
    expect(openFile(row({ fileName: 'a.exe', fileSuffix: 'exe' }))).toEqual({
      kind: 'warn',
      key: 'formatNotSupported',
    });
    expect(openFile(row({ fileSuffix: 'txt', fileSize: 102400 }))).toEqual({
      kind: 'warn',
      key: 'fileTooLargeTip',
    });
    expect(openFile(row({ preview: 1 }))).toEqual({ kind: 'warn', key: 'previewTip' });
    expect(openFile(row({ state: 10 }))).toEqual({ kind: 'warn', key: 'previewTip1' });
    expect(openFile(row({ state: 20 }))).toEqual({ kind: 'warn', key: 'previewTip1' });
    expect(openFile(row({ state: 99 }))).toEqual({ kind: 'warn', key: 'previewTip2' });
  });

  it('opens a failed conversion on the page, which shows the reason', () => {
    expect(openFile(row({ fileSuffix: 'docx', preview: -1 })).kind).toBe('navigate');
  });

  it('sends a parsed model to the model viewer and warns for other models', () => {
    expect(openFile(row({ fileName: 'h.ifc', fileSuffix: 'ifc', isModel: '3' }))).toEqual({
      kind: 'navigate',
      path: '/file/model-preview?pk_doc=f1&projectId=p1&name=h.ifc',
    });
    // Opened from a folder, the viewer's breadcrumb can show it.
    expect(openFile(row({ fileName: 'h.ifc', fileSuffix: 'ifc', isModel: '3' }), 'd7')).toEqual({
      kind: 'navigate',
      path: '/file/model-preview?pk_doc=f1&projectId=p1&name=h.ifc&dirId=d7',
    });
    expect(openFile(row({ fileName: 'h.ifc', fileSuffix: 'ifc', isModel: '1' }))).toEqual({
      kind: 'warn',
      key: 'modelPreviewTip',
    });
    expect(openFile(row({ fileName: 'd.dwg', fileSuffix: 'dwg', isModel: '2' }))).toEqual({
      kind: 'warn',
      key: 'modelPreviewTip',
    });
  });
});
