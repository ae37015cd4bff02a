import { describe, expect, it } from 'vitest';
import type { PreviewSource } from '../../../api/previews.ts';
import { exportName, pageShapes } from './markupRules.ts';
import {
  exportFormat,
  hasMarkup,
  isShareLink,
  previewPath,
  readPreviewQuery,
  sharedPreviewPath,
  showsPdf,
  sourceView,
  viewerKind,
} from './query.ts';

const source = (over: Partial<PreviewSource> = {}): PreviewSource => ({
  id: 'f1',
  fileName: 'plan.pdf',
  fileSuffix: 'pdf',
  fileSize: 2048,
  type: 'pdf',
  rendition: 'original',
  preview: 2,
  url: 'https://s3/plan.pdf',
  ...over,
});

describe('the preview query', () => {
  it('reads the spec query and the page to open', () => {
    const query = readPreviewQuery(
      new URLSearchParams('type=pdf&pk_doc=f1&name=a.pdf&page=12&projectId=p1&sourceType=&dirId=d1'),
    );
    expect(query).toEqual({
      type: 'pdf',
      fileId: 'f1',
      name: 'a.pdf',
      page: 12,
      projectId: 'p1',
      sourceType: '',
      linkId: undefined,
      dirId: 'd1',
    });
  });

  it('ignores a page that is not a positive number', () => {
    expect(readPreviewQuery(new URLSearchParams('pk_doc=f1&projectId=p1&page=x'))?.page).toBeUndefined();
    expect(readPreviewQuery(new URLSearchParams('pk_doc=f1&projectId=p1&page=0'))?.page).toBeUndefined();
  });

  it('needs a file and a project, or a link for shared files', () => {
    expect(readPreviewQuery(new URLSearchParams('projectId=p1'))).toBeNull();
    expect(readPreviewQuery(new URLSearchParams('pk_doc=f1'))).toBeNull();
    expect(readPreviewQuery(new URLSearchParams('pk_doc=f1&sourceType=shareLink'))).toBeNull();
    const shared = readPreviewQuery(new URLSearchParams('pk_doc=f1&sourceType=shareLink&linkId=L1'));
    expect(shared?.linkId).toBe('L1');
    expect(shared && isShareLink(shared)).toBe(true);
  });

  it('builds the addresses the manager and the link page open', () => {
    expect(
      previewPath({ id: 'f1', fileName: 'a b.docx', fileSuffix: 'docx', projectId: 'p1', dirId: 'd1' }),
    ).toBe('/file/preview?type=pdf&pk_doc=f1&name=a+b.docx&projectId=p1&dirId=d1');
    expect(sharedPreviewPath('L1', { id: 'f1', fileName: 'v.mov', fileSuffix: 'mov' })).toBe(
      '/file/preview?type=mp4&pk_doc=f1&name=v.mov&sourceType=shareLink&linkId=L1',
    );
  });
});

describe('what the page shows for a source', () => {
  it('shows a ready source in its viewer', () => {
    expect(sourceView(source()).kind).toBe('ready');
  });

  it('waits while converting and says why a conversion failed', () => {
    expect(sourceView(source({ preview: 1, url: null }))).toEqual({ kind: 'converting' });
    expect(sourceView(source({ preview: 0, url: null }))).toEqual({ kind: 'converting' });
    expect(sourceView(source({ preview: -1, url: null, message: 'LibreOffice missing' }))).toEqual({
      kind: 'failed',
      message: 'LibreOffice missing',
    });
  });

  it('refuses what no viewer shows, even when the server answered', () => {
    expect(sourceView(source({ fileSuffix: 'ifc', type: 'model' }))).toEqual({
      kind: 'refused',
      key: 'modelPreviewTip',
    });
    expect(sourceView(source({ fileSuffix: 'exe' }))).toEqual({ kind: 'refused', key: 'formatNotSupported' });
    expect(sourceView(source({ fileSize: 0 }))).toEqual({ kind: 'refused', key: 'fileSizeTip' });
    expect(sourceView(source({ fileSuffix: 'txt', type: 'txt', fileSize: 102400 }))).toEqual({
      kind: 'refused',
      key: 'fileTooLargeTip',
    });
  });

  it('picks the viewer by rendition, else by kind', () => {
    expect(viewerKind({ type: 'pdf', rendition: 'pdf' })).toBe('pdf');
    expect(viewerKind({ type: 'pdf', rendition: 'svg' })).toBe('svg');
    expect(viewerKind({ type: 'img', rendition: 'png' })).toBe('image');
    expect(viewerKind({ type: 'img', rendition: 'original' })).toBe('image');
    expect(viewerKind({ type: 'svg', rendition: 'svg' })).toBe('svg');
    expect(viewerKind({ type: 'mp4', rendition: 'mp4' })).toBe('video');
    expect(viewerKind({ type: 'mp4', rendition: 'original' })).toBe('video');
    expect(viewerKind({ type: 'mp3', rendition: 'original' })).toBe('audio');
    expect(viewerKind({ type: 'txt', rendition: 'text' })).toBe('text');
    expect(viewerKind({ type: 'model', rendition: null })).toBeNull();
  });

  it('knows from the name which files the PDF viewer shows', () => {
    expect(showsPdf('a.PDF')).toBe(true);
    expect(showsPdf('b.docx')).toBe(true);
    expect(showsPdf('c.xlsx')).toBe(true);
    expect(showsPdf('d.dxf')).toBe(false);
    expect(showsPdf('e.dwg')).toBe(false);
    expect(showsPdf('f.png')).toBe(false);
    expect(showsPdf('noext')).toBe(false);
  });

  it('offers markup and its export on 2D pages only', () => {
    expect(hasMarkup('pdf') && hasMarkup('image') && hasMarkup('svg')).toBe(true);
    expect(hasMarkup('video') || hasMarkup('audio') || hasMarkup('text')).toBe(false);
    expect(exportFormat('pdf')).toBe('pdf');
    expect(exportFormat('svg')).toBe('png');
    expect(exportFormat('image')).toBe('png');
    expect(exportFormat('text')).toBeNull();
  });
});

describe('markup helpers', () => {
  it('saves one page at a time', () => {
    const shape = (id: string, page: number) => ({
      id,
      annoType: 'rect' as const,
      page,
      points: [],
      stroke: '#f00',
      width: 2,
    });
    expect(pageShapes([shape('a', 1), shape('b', 2), shape('c', 1)], 1).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('names exports after the file', () => {
    expect(exportName('P&ID rev7.pdf', 'pdf')).toBe('P&ID rev7-markup.pdf');
    expect(exportName('scan.tiff', 'png')).toBe('scan-markup.png');
    expect(exportName('noext', 'png')).toBe('noext-markup.png');
  });
});
