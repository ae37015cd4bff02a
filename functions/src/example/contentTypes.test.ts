import { describe, expect, it } from 'vitest';
import { contentHeaders, servedType } from './contentTypes.ts';

describe('example file content types', () => {
  it('serves viewable types as themselves and anything else as bytes', () => {
    expect(servedType('Plan.PDF')).toBe('application/pdf');
    expect(servedType('a.jpeg')).toBe('image/jpeg');
    expect(servedType('page.html')).toBe('application/octet-stream');
    expect(servedType('logo.svg')).toBe('application/octet-stream');
    expect(servedType('model.ifc')).toBe('application/octet-stream');
    expect(servedType('README')).toBe('application/octet-stream');
  });

  it('shows viewable files inline and saves the rest, never sniffed', () => {
    expect(contentHeaders('图纸.pdf', 'application/pdf')['content-disposition']).toBe(
      `inline; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('图纸.pdf')}`,
    );
    expect(contentHeaders('m.ifc', 'application/octet-stream')['content-disposition']).toMatch(
      /^attachment;/,
    );
    expect(contentHeaders('m.ifc', 'application/octet-stream')['x-content-type-options']).toBe('nosniff');
  });
});
