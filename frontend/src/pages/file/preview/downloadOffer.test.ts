import { describe, expect, it } from 'vitest';
import { memberMayDownload, notPreviewable, permsOf } from './downloadOffer.ts';

describe('the download offered beside a preview refusal', () => {
  it('is for files that cannot be previewed, not for missing rights or files', () => {
    expect(notPreviewable({ kind: 'refused', key: 'formatNotSupported' })).toBe(true);
    expect(notPreviewable({ kind: 'denied', code: 400, message: 'not supported' })).toBe(true);
    expect(notPreviewable({ kind: 'denied', code: 403, message: 'no right' })).toBe(false);
    expect(notPreviewable({ kind: 'denied', code: 404, message: 'gone' })).toBe(false);
    expect(notPreviewable({ kind: 'error', message: 'network' })).toBe(false);
    expect(notPreviewable({ kind: 'loading' })).toBe(false);
    expect(notPreviewable({ kind: 'converting' })).toBe(false);
  });

  it('follows the file’s downFile right, as the viewer header does', () => {
    expect(memberMayDownload(['viewFile', 'downFile'])).toBe(true);
    expect(memberMayDownload(['viewFile'])).toBe(false);
    expect(memberMayDownload([])).toBe(false);
    // Rights not known (not found by name): offered, the download route checks them again.
    expect(memberMayDownload(null)).toBe(true);
    // Still being read: nothing offered yet.
    expect(memberMayDownload(undefined)).toBe(false);
  });

  it('reads the rights of the file by id among the entries found by its name', () => {
    const entries = [
      { id: 'a', filePerms: ['viewFile'] },
      { id: 'b', filePerms: ['viewFile', 'downFile'] },
    ];
    expect(permsOf(entries, 'b')).toEqual(['viewFile', 'downFile']);
    expect(permsOf(entries, 'c')).toBeNull();
  });
});
