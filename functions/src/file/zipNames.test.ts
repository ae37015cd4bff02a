import { describe, expect, it } from 'vitest';
import { ArchiveNames, safeEntryPath, safeSegment } from './zipNames.ts';

/** What an extractor would do with the path: where it lands relative to the extraction folder. */
function climbsOut(path: string): boolean {
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return true;
  let depth = 0;
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '..') depth--;
    else if (segment && segment !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

describe('zip entry names', () => {
  it('keeps ordinary names as they are', () => {
    expect(safeSegment('plan (2).dwg')).toBe('plan (2).dwg');
    expect(safeSegment('图纸.pdf')).toBe('图纸.pdf');
    expect(safeEntryPath('Plant/Sub/a.txt', false)).toBe('Plant/Sub/a.txt');
    expect(safeEntryPath('Plant/Sub', true)).toBe('Plant/Sub/');
    expect(safeSegment('...')).toBe('...');
  });

  it('turns a segment that would mean "here", "parent" or a path into a plain name', () => {
    for (const name of ['.', '..', ' .. ', '', '   ', '\u0000']) expect(safeSegment(name)).toBe('_');
    expect(safeSegment('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeSegment('a\\b')).toBe('a_b');
    expect(safeSegment('C:evil')).toBe('C_evil');
    expect(safeSegment('a\nb\u007f')).toBe('ab');
  });

  it('strips climbing, current-folder and empty segments and leading slashes from a whole path', () => {
    expect(safeEntryPath('Z/../../escaped.jpg', false)).toBe('Z/escaped.jpg');
    expect(safeEntryPath('Z/../', true)).toBe('Z/');
    expect(safeEntryPath('/etc/passwd', false)).toBe('etc/passwd');
    expect(safeEntryPath('..\\..\\win.ini', false)).toBe('win.ini');
    expect(safeEntryPath('./a//b/.', false)).toBe('a/b');
    expect(safeEntryPath('../..', true)).toBe('_/');
    expect(safeEntryPath('C:/x', false)).toBe('C_/x');
  });

  it('never lets any generated path climb out', () => {
    const parts = ['..', '.', '', '/', '\\', 'a', '..\\..', 'C:', '\u0001'];
    for (const a of parts)
      for (const b of parts)
        for (const c of parts) {
          const path = `${a}/${b}/${c}`;
          expect(climbsOut(safeEntryPath(path, false)), path).toBe(false);
          expect(safeEntryPath(path, false).split('/')).not.toContain('..');
        }
  });

  it('names children uniquely per folder, case-insensitively, after making them safe', () => {
    const names = new ArchiveNames();
    expect(names.child('', '..')).toBe('_');
    expect(names.child('', '_')).toBe('_ (2)');
    expect(names.child('', 'Z')).toBe('Z');
    expect(names.child('Z', '..')).toBe('Z/_');
    expect(names.child('Z', 'a.txt')).toBe('Z/a.txt');
    expect(names.child('Z', 'A.TXT')).toBe('Z/A (2).TXT');
    expect(names.child('Z/_', 'a.txt')).toBe('Z/_/a.txt');
  });
});
