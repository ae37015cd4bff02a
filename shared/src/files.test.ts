import { describe, expect, it } from 'vitest';
import { fileNameProblem, fileNameRule, renameOutcome } from './files.ts';

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
