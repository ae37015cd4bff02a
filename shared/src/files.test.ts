import { describe, expect, it } from 'vitest';
import { fileNameProblem, fileNameRule, relativePathProblem, renameOutcome } from './files.ts';

describe('file names (spec 1 §5)', () => {
  it.each(['a/b', 'a\\b', 'a*b', 'a:b', 'a?b', 'a<b', 'a>b', 'a|b', 'a"b'])('refuses %s', (name) => {
    expect(fileNameProblem(name)).toBe('fileNameDoesNotTip');
    expect(fileNameRule.safeParse(name).error?.issues[0]?.message).toBe('fileNameDoesNotTip');
  });

  it('allows 200 characters after trimming, not 201', () => {
    expect(fileNameProblem(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(fileNameProblem('a'.repeat(201))).toBe('fileNameLengthTip');
    expect(fileNameRule.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe('fileNameLengthTip');
    expect(fileNameRule.parse('  plan.dwg ')).toBe('plan.dwg');
  });

  it.each(['.', '..', ' .. ', ' . '])('refuses the reserved name %j (zip slip)', (name) => {
    expect(fileNameProblem(name)).toBe('fileNameReserved');
    expect(fileNameRule.safeParse(name).error?.issues[0]?.message).toBe('fileNameReserved');
    expect(renameOutcome('a', name)).toEqual({ kind: 'invalid', key: 'fileNameReserved' });
  });

  it('allows names made of dots that mean nothing to a file system', () => {
    for (const name of ['...', '.hidden', 'a..b', '..x']) expect(fileNameProblem(name)).toBeNull();
  });

  it.each(['a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u0085b'])(
    'refuses the control character in %j',
    (name) => {
      expect(fileNameProblem(name)).toBe('fileNameControlTip');
      expect(fileNameRule.safeParse(name).error?.issues[0]?.message).toBe('fileNameControlTip');
    },
  );

  it('checks every segment of a relative path, and refuses empty segments', () => {
    expect(relativePathProblem('Top/Sub/x.bin')).toBeNull();
    expect(relativePathProblem('Top/../x.bin')).toBe('fileNameReserved');
    expect(relativePathProblem('./x.bin')).toBe('fileNameReserved');
    expect(relativePathProblem('Top/a\u0001/x.bin')).toBe('fileNameControlTip');
    expect(relativePathProblem('Top/a\\b/x.bin')).toBe('fileNameDoesNotTip');
    for (const path of ['x.bin', '/Top/x.bin', 'Top//x.bin', 'Top/x.bin/', 'Top/ /x.bin'])
      expect(relativePathProblem(path)).toBe('upload.pathInvalid');
    expect(relativePathProblem(`${'a/'.repeat(64)}x`)).toBe('upload.pathInvalid');
  });

  it('refuses an empty name', () => {
    expect(fileNameRule.safeParse('   ').error?.issues[0]?.message).toBe('fileNameRequired');
  });

  it('cancels an unchanged or empty rename', () => {
    expect(renameOutcome('a', '  ')).toEqual({ kind: 'cancel' });
    expect(renameOutcome('a', ' a ')).toEqual({ kind: 'cancel' });
    expect(renameOutcome('a', ' b ')).toEqual({ kind: 'rename', name: 'b' });
    expect(renameOutcome('a', 'b?')).toEqual({ kind: 'invalid', key: 'fileNameDoesNotTip' });
  });
});
